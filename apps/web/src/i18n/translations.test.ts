import {
  ERROR_CODES,
  STATUS_CODES,
  SUPPORTED_LOCALES,
  etaText,
  formatDate,
  languageTag,
  statusTextKeys,
  type Locale,
} from '@tracking/core';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const files = import.meta.glob<Tree>('../../public/locale/*.json', { eager: true, import: 'default' });

function load(locale: Locale): Record<string, string> {
  const tree = files[`../../public/locale/${locale}.json`];
  if (!tree) throw new Error(`no translation file for ${locale}`);
  const flat: Record<string, string> = {};
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat[prefix + key] = value;
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return flat;
}

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const english = load('en_GB');
const englishBases = new Set(Object.keys(english).map(baseKey));

describe.each(SUPPORTED_LOCALES)('translations of %s', (locale) => {
  const texts = load(locale);

  it('has every key English has, and no other', () => {
    expect(new Set(Object.keys(texts).map(baseKey))).toEqual(englishBases);
  });

  it('has exactly the plural forms its language uses', () => {
    const categories = new Intl.PluralRules(languageTag(locale)).resolvedOptions().pluralCategories.sort();
    const pluralBases = new Set(
      Object.keys(english)
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map(baseKey),
    );
    for (const base of pluralBases) {
      const forms = Object.keys(texts)
        .filter((key) => baseKey(key) === base && key !== base)
        .map((key) => key.slice(base.length + 1))
        .sort();
      expect(forms, base).toEqual(categories);
    }
  });

  it('never ends a sentence on a day its language abbreviates with a full stop ("28 nov.." in Danish)', () => {
    // A day as the page writes one (`day` format) in a month every language shortens.
    const day = formatDate('2026-11-28T12:00:00Z', 'day', locale, 'UTC');
    if (!day.endsWith('.')) return;
    for (const [key, text] of Object.entries(texts)) expect(text, key).not.toMatch(/\{\{(day|date)\}\}\./);
  });

  it('fills every text and keeps the placeholders English uses', () => {
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('');
      const englishText = english[key] ?? english[`${baseKey(key)}_other`] ?? '';
      expect(placeholders(text), key).toEqual(placeholders(englishText));
    }
  });
});

describe('English translations', () => {
  it('give every status of the catalogue a title and a description', () => {
    for (const code of STATUS_CODES) {
      const keys = statusTextKeys(code);
      expect(english[keys.title], keys.title).toBeTruthy();
      expect(english[keys.description], keys.description).toBeTruthy();
    }
  });

  it('word every error code the service answers with, so no form shows its English message', () => {
    for (const code of ERROR_CODES) expect(english[`errors.code.${code}`], code).toBeTruthy();
  });

  it('write the estimate exactly as the core rule does', () => {
    const promised = new Date(2026, 2, 3, 13, 30);
    const fill = (text: string | undefined, values: Record<string, number>) =>
      (text ?? '').replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]));
    expect(fill(english['eta.hours'], { hours: 1, minutes: 30 })).toBe(
      etaText(promised, 0, new Date(2026, 2, 3, 12, 0)),
    );
    expect(fill(english['eta.minutes'], { minutes: 20 })).toBe(
      etaText(promised, 0, new Date(2026, 2, 3, 13, 10)),
    );
    expect(english['eta.soon']).toBe(etaText(promised, 0, new Date(2026, 2, 3, 13, 26)));
  });
});
