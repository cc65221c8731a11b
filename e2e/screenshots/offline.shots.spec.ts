import { expect, PHONE, test } from '../support/fixtures';
import { liveOrder, mapUrl } from '../support/live-map';

// The live map on a phone reloaded without signal: the service worker's copy, the notice with the last update,
// the driver greyed.
test('the live map reloaded offline', async ({ page, context, ingest }) => {
  const { order } = await liveOrder(ingest);
  await page.setViewportSize(PHONE);
  await page.goto(mapUrl(order.trackingId));
  await page.getByTestId('live-eta').waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() => page.evaluate(() => caches.match(window.location.href).then((copy) => copy !== undefined)))
    .toBe(true);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('offline-notice').waitFor();
  await page.locator('[data-marker="driver"][data-stale="true"]').waitFor();
  await page.screenshot({ path: 'docs/screenshots/offline-live-map-phone.png' });
});
