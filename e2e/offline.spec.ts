import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
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
