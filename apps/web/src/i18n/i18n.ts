import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  SUPPORTED_LOCALES,
  isSupportedLocale,
  languageTag,
  type Locale,
  SERVICE_PATHS,
} from '@tracking/core';

/** Where the service serves the translations (apps/web/public/locale in the build). */
export const LOCALE_LOAD_PATH = `${SERVICE_PATHS.locale}/{{lng}}.json`;

function followHtmlLang(lng: string) {
  if (isSupportedLocale(lng)) document.documentElement.lang = languageTag(lng);
}

/**
 * Starts i18next in a locale. Every locale file holds every key (a test checks), so there is no fallback
 * language and no extra request for a language-only variant. The backend retries 5xx and network failures
 * and gives up at once on 4xx.
 */
export function initI18n(locale: Locale) {
  i18next.on('languageChanged', followHtmlLang);
  followHtmlLang(locale);
  return i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: [...SUPPORTED_LOCALES],
      fallbackLng: false,
      load: 'currentOnly',
      maxRetries: 3,
      retryTimeout: 400,
      backend: { loadPath: LOCALE_LOAD_PATH, customHeaders: { 'content-type': 'application/json' } },
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}
