import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  SUPPORTED_LOCALES,
  isSupportedLocale,
  languageTag,
  type Locale,
  SERVICE_PATHS,
} from '@tracking/core';
import { FallbackBackend, LOCALE_MAX_RETRIES } from './fallback-backend';

/** Where the service serves the translations (apps/web/public/locale in the build). */
export const LOCALE_LOAD_PATH = `${SERVICE_PATHS.locale}/{{lng}}.json`;

/** What a locale whose file cannot be loaded is shown in. */
export const FALLBACK_LOCALE: Locale = 'en_GB';

/** Locales shown in English because their file failed: asked for again on the next navigation. */
const failedLocales = new Set<string>();

/** <html lang> names the language the page is actually in: English while the locale's file is missing. */
function followHtmlLang(lng: string) {
  if (!isSupportedLocale(lng)) return;
  document.documentElement.lang = languageTag(failedLocales.has(lng) ? FALLBACK_LOCALE : lng);
}

FallbackBackend.onFallback = (lng) => {
  failedLocales.add(lng);
  followHtmlLang(i18next.language);
};

/**
 * Starts i18next in a locale. Every locale file holds every key (a test checks), so nothing but the page's own
 * file is requested; when it cannot be loaded the backend answers English instead (never a key). The backend
 * retries 5xx and network failures and gives up at once on 4xx.
 */
export function initI18n(locale: Locale) {
  i18next.on('languageChanged', followHtmlLang);
  followHtmlLang(locale);
  return i18next
    .use(FallbackBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: [...SUPPORTED_LOCALES],
      fallbackLng: false,
      load: 'currentOnly',
      maxRetries: LOCALE_MAX_RETRIES,
      retryTimeout: 400,
      backend: { loadPath: LOCALE_LOAD_PATH, customHeaders: { 'content-type': 'application/json' } },
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** On a navigation: a locale shown in English is asked for again, and shown once its file arrives. */
export async function retryFailedLocale(): Promise<void> {
  const lng = i18next.language;
  if (!failedLocales.has(lng)) return;
  failedLocales.delete(lng);
  await i18next.reloadResources([lng]);
  await i18next.changeLanguage(lng);
}
