import { expect, type Page } from '@playwright/test';

/**
 * Until the worker controls the page and keeps a copy of it (it fetches the open page once it is active), under
 * `path` (the page's own address by default).
 */
export async function waitForOfflineCopy(page: Page, path?: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(
        (kept) => caches.match(kept ?? window.location.href).then((copy) => copy !== undefined),
        path,
      ),
    )
    .toBe(true);
}
