import { existsSync } from 'node:fs';
import path from 'node:path';
import { isSupportedLocale, type Locale } from '@tracking/core';

/** Where the translations are: the built page's copy when it has one, else the page's sources. */
export function localeDirectory(config: { webDist: string; localeSourceDir: string }): string {
  const builtDir = path.join(config.webDist, 'locale');
  return existsSync(builtDir) ? builtDir : config.localeSourceDir;
}

/** The locale a `{lng}.json` file name asks for, or undefined for anything else (no paths, no other names). */
export function localeFromFileName(fileName: string): Locale | undefined {
  const match = /^([a-z]{2}_[A-Z]{2})\.json$/.exec(fileName);
  const locale = match?.[1];
  return isSupportedLocale(locale) ? locale : undefined;
}
