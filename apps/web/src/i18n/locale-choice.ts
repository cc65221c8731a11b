import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isSupportedLocale, type Locale } from '@tracking/core';

/** Each locale's name in its own language, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en_GB: 'English',
  da_DK: 'Dansk',
  fi_FI: 'Suomi',
  no_NO: 'Norsk',
  sv_SE: 'Svenska',
  is_IS: 'Íslenska',
  lv_LV: 'Latviešu',
  es_ES: 'Español',
  et_EE: 'Eesti',
};

/** "Loading" in each locale: the spinner speaks before any translation file has arrived. */
export const LOADING_LABELS: Record<Locale, string> = {
  en_GB: 'Loading',
  da_DK: 'Indlæser',
  fi_FI: 'Ladataan',
  no_NO: 'Laster inn',
  sv_SE: 'Laddar',
  is_IS: 'Hleð inn',
  lv_LV: 'Ielādē',
  es_ES: 'Cargando',
  et_EE: 'Laadimine',
};

// Browsers say nb or nn for Norwegian; the page's locale for both is no_NO.
const LANGUAGE_ALIASES: Record<string, Locale> = { nb: 'no_NO', nn: 'no_NO' };

/** The locale for a browser language tag such as "da", "sv-FI" or "nb-NO", or null when none fits. */
export function localeForLanguageTag(tag: string): Locale | null {
  const language = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  return (
    LANGUAGE_ALIASES[language] ??
    SUPPORTED_LOCALES.find((locale) => locale.startsWith(`${language}_`)) ??
    null
  );
}

/**
 * The language to start in before the order is known: the URL's lang segment when supported, else the
 * browser's first language the page speaks, else en_GB.
 */
export function initialLocale(pathname: string, browserLanguages: readonly string[]): Locale {
  const lang = pathname.split('/')[2];
  if (isSupportedLocale(lang)) return lang;
  for (const tag of browserLanguages) {
    const locale = localeForLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
