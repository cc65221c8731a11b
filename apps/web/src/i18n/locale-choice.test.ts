import { describe, expect, it } from 'vitest';
import { initialLocale, localeForLanguageTag } from './locale-choice';

describe('localeForLanguageTag', () => {
  it.each([
    ['da', 'da_DK'],
    ['da-DK', 'da_DK'],
    ['sv-FI', 'sv_SE'],
    ['nb-NO', 'no_NO'],
    ['nn', 'no_NO'],
    ['no', 'no_NO'],
    ['EN-us', 'en_GB'],
    ['et', 'et_EE'],
    ['de-DE', null],
    ['', null],
  ])('%s -> %s', (tag, expected) => expect(localeForLanguageTag(tag)).toBe(expected));
});

describe('initialLocale', () => {
  it.each([
    ['/T1/fi_FI', ['da'], 'fi_FI'],
    ['/T1/fi_FI/preferences', [], 'fi_FI'],
    ['/T1', ['de-DE', 'sv-SE'], 'sv_SE'],
    ['/T1/xx', ['lv'], 'lv_LV'],
    ['/', ['de', 'fr'], 'en_GB'],
    ['/T1/fi_fi', [], 'en_GB'],
  ] as const)('%s with browser languages %j starts in %s', (pathname, languages, expected) =>
    expect(initialLocale(pathname, languages)).toBe(expected),
  );
});
