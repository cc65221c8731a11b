import { isSupportedLocale, type Locale } from '@tracking/core';

/** The locale a `{lng}.json` file name asks for, or undefined for anything else (no paths, no other names). */
export function localeFromFileName(fileName: string): Locale | undefined {
  const match = /^([a-z]{2}_[A-Z]{2})\.json$/.exec(fileName);
  const locale = match?.[1];
  return isSupportedLocale(locale) ? locale : undefined;
}
