import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  SUPPORTED_LOCALES,
  isSupportedLocale,
  languageTag,
  type Locale,
  SERVICE_PATHS,
} from '@tracking/core';
import { LOCALE_MAX_RETRIES, localeBackend } from './locale-backend';

/** Where the service serves a locale's translations (apps/web/public/locale in the build). */
export const localeLoadPath = (locale: string) =>
  `${SERVICE_PATHS.locale}/${encodeURIComponent(locale)}.json`;

/** What a locale whose file cannot be loaded is shown in. */
export const FALLBACK_LOCALE: Locale = 'en_GB';

/** Locales shown in English because their file failed: asked for again on the next navigation. */
const failedLocales = new Set<string>();

/** <html lang> names the language the page is actually in: English while the locale's file is missing. */
function followHtmlLang(lng: string) {
  if (!isSupportedLocale(lng)) return;
  document.documentElement.lang = languageTag(failedLocales.has(lng) ? FALLBACK_LOCALE : lng);
}

function onFallback(lng: string) {
  failedLocales.add(lng);
  followHtmlLang(i18next.language);
}

/** Locales a navigation wanted asked for again while their file was still loading: asked once it settles. */
const retryAfterLoad = new Set<string>();

const backend = localeBackend({
  loadPath: localeLoadPath,
  onFallback,
  onSettled: (lng) => {
    if (retryAfterLoad.delete(lng)) void retryLocale(lng);
  },
});

/**
 * Starts i18next in a locale. Every locale file holds every key (a test checks), so nothing but the page's own
 * file is requested; when it cannot be loaded the backend answers English instead (never a key). The backend
 * retries 5xx and network failures and gives up at once on 4xx.
 */
export function initI18n(locale: Locale, translations?: Record<string, unknown>) {
  i18next.on('languageChanged', followHtmlLang);
  followHtmlLang(locale);
  return i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      ...(translations && serverGivenTranslations(locale, translations)),
      lng: locale,
      supportedLngs: [...SUPPORTED_LOCALES],
      fallbackLng: false,
      load: 'currentOnly',
      maxRetries: LOCALE_MAX_RETRIES,
      retryTimeout: 400,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/**
 * The locale's translations as the server's HTML carried them: i18next starts with them at once (no request,
 * so the first render hydrates), and other locales still come from the backend.
 */
export function serverGivenTranslations(locale: Locale, translations: Record<string, unknown>) {
  return {
    resources: { [locale]: { translation: translations } },
    partialBundledLanguages: true,
    initAsync: false,
  } as const;
}

/**
 * On a navigation: a locale shown in English is asked for again, and shown once its file arrives. One load per
 * locale at a time: a navigation while its file is loading asks again only once that load has settled (and only
 * if it failed), so a late refusal can never land after, and undo, a later success.
 */
export function retryFailedLocale(): Promise<void> {
  return retryLocale(i18next.language);
}

async function retryLocale(lng: string): Promise<void> {
  if (backend.isLoading(lng)) {
    retryAfterLoad.add(lng);
    return;
  }
  if (!failedLocales.has(lng) || i18next.language !== lng) return;
  failedLocales.delete(lng);
  await i18next.reloadResources([lng]);
  // The recipient may have chosen another language meanwhile: the retry does not take the page back.
  if (i18next.language === lng) await i18next.changeLanguage(lng);
}
