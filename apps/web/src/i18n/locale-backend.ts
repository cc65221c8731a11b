import type { BackendModule, ReadCallback } from 'i18next';

/** Retries of a locale file after a 5xx or a network failure; a 4xx is final at once. */
export const LOCALE_MAX_RETRIES = 3;

/** How a locale file answered: its translations, or a failure that is worth retrying (5xx, network) or not. */
export type LocaleAnswer =
  { ok: true; translations: Record<string, unknown> } | { ok: false; retry: boolean; reason: string };

/** Asks for one locale file (with the JSON content type every call of the page sends). */
export async function fetchLocale(url: string, fetchImpl: typeof fetch = fetch): Promise<LocaleAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { 'content-type': 'application/json' } });
  } catch {
    return { ok: false, retry: true, reason: `${url}: no answer` };
  }
  if (!response.ok) return { ok: false, retry: response.status >= 500, reason: `${url}: ${response.status}` };
  try {
    const translations = (await response.json()) as unknown;
    if (typeof translations === 'object' && translations !== null && !Array.isArray(translations)) {
      return { ok: true, translations: translations as Record<string, unknown> };
    }
  } catch {
    // Not JSON: as final as a 4xx.
  }
  return { ok: false, retry: false, reason: `${url}: not a translation file` };
}

/** The locale backend, which also says whether a locale's file is being asked for (its retries included). */
export interface LocaleBackend extends BackendModule {
  isLoading(locale: string): boolean;
}

/**
 * The locale files over HTTP, with English as the last word: a file that cannot be had (a 4xx, or a 5xx after
 * i18next's retries) is answered with English (its own chunk, loaded only then), so the page never shows a key,
 * and `onFallback` is told which locale English stands in for. `onSettled` hears when a locale's load (all its
 * retries) has given i18next its last answer, so a caller can ask again only then, never alongside.
 */
export function localeBackend(options: {
  loadPath: (locale: string) => string;
  onFallback: (locale: string) => void;
  onSettled?: (locale: string) => void;
}): LocaleBackend {
  const attempts = new Map<string, number>();
  const loading = new Set<string>();
  const settle = (locale: string, answer: () => void) => {
    answer();
    loading.delete(locale);
    options.onSettled?.(locale);
  };
  const fallBack = (locale: string, callback: ReadCallback) => {
    options.onFallback(locale);
    import('../../public/locale/en_GB.json').then(
      (english) => settle(locale, () => callback(null, english.default)),
      () => settle(locale, () => callback(`${locale}: English fallback did not load`, false)),
    );
  };
  return {
    type: 'backend',
    init: () => undefined,
    isLoading: (locale) => loading.has(locale),
    read(locale, _namespace, callback) {
      loading.add(locale);
      void fetchLocale(options.loadPath(locale)).then((answer) => {
        if (answer.ok) {
          attempts.delete(locale);
          return settle(locale, () => callback(null, answer.translations));
        }
        const attempt = (attempts.get(locale) ?? 0) + 1;
        attempts.set(locale, attempt);
        // A retryable failure goes back to i18next, which asks again up to its maxRetries (still loading).
        if (answer.retry && attempt <= LOCALE_MAX_RETRIES) return callback(answer.reason, true);
        attempts.delete(locale);
        fallBack(locale, callback);
      });
    },
  };
}
