import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { Ingest } from './support/ingest';
import { waitForOfflineCopy } from './support/offline';
import { ServiceProcess } from './support/service-process';

/**
 * What the service worker keeps of a link that stops working: nothing once the service says it is gone, and
 * nothing shown past the link's expiry, even offline (issue #29, item 6).
 */

const NOT_SAVED = "This parcel isn't saved on this device";
const GONE = /We can't find this parcel|Follow your parcel in the app/;

async function shareOf(request: APIRequestContext, baseUrl: string, trackingId: string): Promise<string> {
  const created = await request.post(`${baseUrl}/tracking/share?trackingId=${trackingId}`);
  return ((await created.json()) as { payload: { shareId: string } }).payload.shareId;
}

test('a revoked share loses its kept copy as soon as the service says so, and shows nothing offline', async ({
  page,
  context,
  ingest,
  request,
  baseURL,
}) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  const shareId = await shareOf(request, baseURL ?? '', order.trackingId);
  await page.goto(`/${shareId}/en_GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
  await waitForOfflineCopy(page);
  const address = page.url();

  const revoked = await request.delete(`/tracking/share?trackingId=${order.trackingId}&shareId=${shareId}`);
  expect(revoked.status()).toBe(204);
  // The page asks for the order again (its socket was told), and the worker drops the copy before it answers.
  await expect(page.getByRole('heading', { name: GONE })).toBeVisible();
  const kept = await page.evaluate(
    ([url, id]) =>
      Promise.all([
        caches.match(url ?? '').then((copy) => copy !== undefined),
        caches.match(`/tracking/?trackingId=${id}`).then((copy) => copy !== undefined),
      ]),
    [address, shareId],
  );
  expect(kept).toEqual([false, false]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NOT_SAVED })).toBeVisible();
  await expect(page.getByText('Nordic Home')).toHaveCount(0);
});

test.describe('a share link past its expiry', () => {
  test.describe.configure({ timeout: 60_000 });
  let service: ServiceProcess;
  test.beforeEach(async () => {
    // Links last a day after the order is final, and the service's clock is a day and a minute behind: an order
    // delivered now opens for the service, but its link expired a minute ago in the browser's time.
    service = await ServiceProcess.start({
      clock: new Date(Date.now() - 24 * 60 * 60_000 - 60_000),
      env: { LINK_TTL_DAYS: '1' },
    });
  });
  test.afterEach(async () => {
    await service.stop();
  });

  test('is never shown offline from a kept copy', async ({ page, context, request }) => {
    const ingest = new Ingest(request, service.baseUrl, () => service.now());
    const order = await ingest.createOrder({ statusCode: 91 });
    const shareId = await shareOf(request, service.baseUrl, order.trackingId);
    await page.goto(`${service.baseUrl}/${shareId}/en_GB`);
    await expect(page.getByText('Nordic Home').first()).toBeVisible();
    // The worker kept the page (it is kept whatever its expiry; showing it is what the expiry decides).
    await waitForOfflineCopy(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: NOT_SAVED })).toBeVisible();
    await expect(page.getByText('Nordic Home')).toHaveCount(0);
  });
});
