import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { HOME, liveOrder, mapUrl, near } from './support/live-map';

/**
 * How long the browser stays offline: a minute in the full run (E2E_OFFLINE_MS=60000), 10 s by default so the
 * browser suite stays quick; what matters (the socket failing, reconnect attempts while offline) happens in both.
 */
const OFFLINE_MS = Number(process.env.E2E_OFFLINE_MS ?? 10_000);

test.describe.configure({ timeout: OFFLINE_MS + 60_000 });

test.beforeEach(async ({ page }) => {
  // Every socket the page makes, so the test can count the open ones.
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const sockets: WebSocket[] = [];
    Object.assign(window, { liveSockets: sockets });
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        sockets.push(this);
      }
    };
  });
});

const openSockets = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { liveSockets: WebSocket[] }).liveSockets.filter(
        (socket) => socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING,
      ).length,
  );

for (const view of ['order page', 'live map'] as const) {
  test(`the ${view} keeps its data offline with a notice, then is live again on one socket`, async ({
    page,
    context,
    ingest,
  }) => {
    const { order, driverId } = await liveOrder(ingest);
    await page.goto(view === 'live map' ? mapUrl(order.trackingId) : `/${order.trackingId}/en_GB`);
    const eta =
      view === 'live map' ? page.getByTestId('live-eta') : page.getByText(/~\d+h|~\d+ min|< 5 min/).first();
    await expect(eta).toBeVisible();
    await expect.poll(() => openSockets(page)).toBe(1);
    const shown = await eta.textContent();

    await context.setOffline(true);
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toContainText("You're offline");
    await page.waitForTimeout(OFFLINE_MS);
    await expect(notice).toBeVisible();
    await expect(eta).toHaveText(shown ?? '');
    await expect(page.getByText('Nordic Home').first()).toBeVisible();

    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await expect.poll(() => openSockets(page), { timeout: 15_000 }).toBe(1);
    // Live again: a position ingested now reaches the page.
    await ingest.postPositions(driverId, [{ ...near(HOME, 300, 300), heading: 90 }]);
    await expect(
      view === 'live map' ? page.getByTestId('live-eta') : page.getByText('< 5 min').first(),
    ).toHaveText('< 5 min');
    await page.waitForTimeout(1000);
    expect(await openSockets(page)).toBe(1);
  });
}

test.describe('before the service worker keeps the page', () => {
  // A first visit on a slow phone: the worker is not in yet, so nothing answers a chunk offline.
  test.use({ serviceWorkers: 'block' });

  test('a part whose code is first asked for offline fails alone: no reload to the browser offline page', async ({
    page,
    context,
    ingest,
  }) => {
    // The page's idle work (the live map's prefetch) waits for the test, so it runs only once offline.
    await page.addInitScript(() => {
      const held: (() => void)[] = [];
      Object.assign(window, { runIdleWork: () => held.splice(0).forEach((task) => task()) });
      window.requestIdleCallback = (task) =>
        held.push(() => task({ didTimeout: false, timeRemaining: () => 50 }));
    });
    const { order } = await liveOrder(ingest);
    await page.goto(`/${order.trackingId}/en_GB`);
    await waitForHydration(page);
    await expect.poll(() => openSockets(page)).toBe(1);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toContainText("You're offline");
    const chunkFailed = page.waitForEvent('requestfailed', (request) => request.resourceType() === 'script');
    const navigated = page.waitForEvent('framenavigated', { timeout: 3000 }).then(
      () => true,
      () => false,
    );
    await page.evaluate(() => (window as unknown as { runIdleWork: () => void }).runIdleWork());
    await chunkFailed;
    expect(await navigated).toBe(false);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByText('Nordic Home').first()).toBeVisible();

    // The failed prefetch did not stick: online again, the map's code loads when it is opened.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Follow the driver on the map' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live map' })).toBeVisible();
  });
});
