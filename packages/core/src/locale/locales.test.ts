import { describe, expect, it } from 'vitest';
import {
  SUPPORTED_LOCALES,
  defaultLocaleForCountry,
  helpSiteLanguage,
  isSupportedLocale,
  languageTag,
} from './locales';

describe('defaultLocaleForCountry', () => {
  it.each([
    ['DK', 'da_DK'],
    ['dk', 'da_DK'],
    [' fi ', 'fi_FI'],
    ['NO', 'no_NO'],
    ['se', 'sv_SE'],
    ['IS', 'is_IS'],
    ['LV', 'lv_LV'],
    ['es', 'es_ES'],
    ['EE', 'et_EE'],
    ['EN', 'en_GB'],
    ['GB', 'en_GB'],
    ['DE', 'en_GB'],
    ['', 'en_GB'],
    [undefined, 'en_GB'],
    [null, 'en_GB'],
    ['constructor', 'en_GB'],
  ])('%s -> %s', (country, locale) => {
    expect(defaultLocaleForCountry(country)).toBe(locale);
  });
});

describe('isSupportedLocale', () => {
  it.each(SUPPORTED_LOCALES)('accepts %s', (locale) => expect(isSupportedLocale(locale)).toBe(true));
  it.each(['en', 'da', 'en_US', 'EN_GB', 'da-DK', '', undefined, null, 'toString'])('rejects %s', (value) => {
    expect(isSupportedLocale(value)).toBe(false);
  });
  it('has exactly nine locales', () => expect(SUPPORTED_LOCALES).toHaveLength(9));
});

describe('locale mappings', () => {
  it.each([
    ['da_DK', 'da-DK'],
    ['no_NO', 'nb-NO'],
    ['en_GB', 'en-GB'],
  ] as const)('%s has language tag %s', (locale, tag) => expect(languageTag(locale)).toBe(tag));
  it.each([
    ['da_DK', 'da'],
    ['no_NO', 'nb'],
    ['fi_FI', 'fi'],
    ['sv_SE', 'sv'],
    ['is_IS', 'en'],
    ['es_ES', 'en'],
    ['en_GB', 'en'],
  ] as const)('%s help pages are %s', (locale, language) => expect(helpSiteLanguage(locale)).toBe(language));
});
