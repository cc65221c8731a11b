/** The nine supported locales and the country code key of each (spec section 3). */
export const LOCALE_BY_COUNTRY = {
  EN: 'en_GB',
  DK: 'da_DK',
  FI: 'fi_FI',
  NO: 'no_NO',
  SE: 'sv_SE',
  IS: 'is_IS',
  LV: 'lv_LV',
  ES: 'es_ES',
  EE: 'et_EE',
} as const;

export type Locale = (typeof LOCALE_BY_COUNTRY)[keyof typeof LOCALE_BY_COUNTRY];

export const DEFAULT_LOCALE: Locale = 'en_GB';

export const SUPPORTED_LOCALES: readonly Locale[] = Object.values(LOCALE_BY_COUNTRY);

/** True when a route's lang segment names a supported locale (exact, case-sensitive). */
export function isSupportedLocale(value: string | undefined | null): value is Locale {
  return SUPPORTED_LOCALES.includes(value as Locale);
}

/** The default locale for a delivery country: the upper-cased code's locale, else en_GB. */
export function defaultLocaleForCountry(countryCode: string | undefined | null): Locale {
  const key = (countryCode ?? '').trim().toUpperCase();
  return Object.hasOwn(LOCALE_BY_COUNTRY, key)
    ? LOCALE_BY_COUNTRY[key as keyof typeof LOCALE_BY_COUNTRY]
    : DEFAULT_LOCALE;
}

/** The BCP 47 tag for <html lang> and Intl, e.g. da_DK -> da-DK; no_NO -> nb-NO. */
export function languageTag(locale: Locale): string {
  return locale === 'no_NO' ? 'nb-NO' : locale.replace('_', '-');
}

/** The help-site language for a locale: da, nb, fi and sv have their own pages, everyone else English. */
export function helpSiteLanguage(locale: Locale): 'da' | 'nb' | 'fi' | 'sv' | 'en' {
  const byLocale: Partial<Record<Locale, 'da' | 'nb' | 'fi' | 'sv'>> = {
    da_DK: 'da',
    no_NO: 'nb',
    fi_FI: 'fi',
    sv_SE: 'sv',
  };
  return byLocale[locale] ?? 'en';
}
