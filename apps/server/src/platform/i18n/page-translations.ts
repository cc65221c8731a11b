import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@tracking/core';
import { isRecord } from '@tracking/core';

/** A translation function over one locale file of the page: dotted keys, `{{name}}` values. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The page's translations, read once per locale, so what the service writes (a calendar entry) says the same
 * as the page. A key missing in the file gives the key itself, as the page's i18next does.
 */
export function createTranslations(directory: string) {
  const loaded = new Map<Locale, Promise<unknown>>();
  const load = (locale: Locale) => {
    let file = loaded.get(locale);
    if (!file) {
      file = readFile(path.join(directory, `${locale}.json`), 'utf8').then(
        (text) => JSON.parse(text) as unknown,
      );
      // A failed read is not kept: the next call tries again.
      file.catch(() => loaded.delete(locale));
      loaded.set(locale, file);
    }
    return file;
  };
  return async (locale: Locale): Promise<Translate> => {
    const messages = await load(locale);
    return (key, values = {}) => {
      const found = key
        .split('.')
        .reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), messages);
      const text = typeof found === 'string' ? found : key;
      return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
    };
  };
}
