import type { ReadCallback } from 'i18next';
import HttpBackend from 'i18next-http-backend';

/** Retries of a locale file after a 5xx or a network failure; a 4xx is final at once. */
export const LOCALE_MAX_RETRIES = 3;

/**
 * The locale files over HTTP, with English as the last word: a file that cannot be had (a 4xx, or a 5xx after
 * the retries) is answered with English (its own chunk, loaded only then), so the page never shows a key, and
 * `onFallback` is told which locale it stands in for.
 */
export class FallbackBackend extends HttpBackend {
  static onFallback: (language: string) => void = () => undefined;
  private readonly attempts = new Map<string, number>();

  override read(language: string, namespace: string, callback: ReadCallback): void {
    super.read(language, namespace, (error, data) => {
      const key = `${language}|${namespace}`;
      if (!error) {
        this.attempts.delete(key);
        return callback(null, data);
      }
      const attempt = (this.attempts.get(key) ?? 0) + 1;
      this.attempts.set(key, attempt);
      // `data === true` asks i18next to try again, which it does up to its maxRetries.
      if (data === true && attempt <= LOCALE_MAX_RETRIES) return callback(error, true);
      this.attempts.delete(key);
      FallbackBackend.onFallback(language);
      import('../../public/locale/en_GB.json').then(
        (english) => callback(null, english.default),
        (reason: unknown) => callback(reason instanceof Error ? reason : String(reason), false),
      );
    });
  }
}
