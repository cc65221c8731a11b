import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, test } from '../support/fixtures';
import { NORDLYS } from '../support/merchants';
import { minutesFromNow, type Ingest } from '../support/ingest';

const TABLET = { width: 820, height: 1000 };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** An order out for delivery with a full day of history and two stops before it. */
async function liveOrder(ingest: Ingest, theme: boolean) {
  const { account, accountId } = theme
    ? NORDLYS
    : { accountId: 'nordic-home', account: { name: 'Nordic Home' } };
  const driverId = `driver-${theme ? 'a' : 'b'}`;
  const before = await Promise.all(
    [1, 2].map(() => ingest.createOrder({ accountId, account, statusCode: 81, driverId })),
  );
  const order = await ingest.createOrder({
    accountId,
    account,
    // Created in its current status; the history before it arrives backdated, as a provider would replay it.
    statusCode: 81,
    promisedTime: minutesFromNow(47),
    deliveryWindow: { start: minutesFromNow(10), end: minutesFromNow(130) },
    deliveryRequirements: { signature: true },
    driverId,
  });
  for (const [statusCode, hours] of [
    [0, 20],
    [10, 7],
    [20, 6],
    [30, 5],
    [40, 2],
    [80, 1.5],
  ] as const) {
    await ingest.addEvent(order.trackingId, { statusCode, at: hoursAgo(hours) });
  }
  await ingest.putRoute(driverId, [...before.map((stop) => stop.trackingId), order.trackingId]);
  return order;
}

async function shoot(page: Page, url: string, file: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: file, fullPage: true });
}

test('order page at phone and desktop widths in two locales', async ({ page, ingest }) => {
  const plain = await liveOrder(ingest, false);
  const themed = await liveOrder(ingest, true);
  for (const [order, name] of [
    [plain, 'default'],
    [themed, 'theme'],
  ] as const) {
    for (const locale of ['en_GB', 'da_DK'] as const) {
      for (const [size, width] of [
        [PHONE, 'phone'],
        [DESKTOP, 'desktop'],
      ] as const) {
        const url = `/${order.trackingId}/${locale}?__skip-pref__`;
        await shoot(page, url, `test-results/screenshots/order-${name}-${locale}-${width}.png`, size);
      }
    }
  }
  await shoot(
    page,
    `/${plain.trackingId}/no_NO?__skip-pref__`,
    'test-results/screenshots/order-tablet.png',
    TABLET,
  );
  await shoot(
    page,
    `/${plain.trackingId}/en_GB/live-tracking`,
    'test-results/screenshots/live-phone.png',
    PHONE,
  );
  await shoot(page, `/${plain.trackingId}/en_GB`, 'docs/screenshots/order-page.png', DESKTOP);
  await shoot(page, `/${plain.trackingId}/en_GB`, 'docs/screenshots/order-page-phone.png', PHONE);
});

test('delivered order with a proof photo, and the not-found pages', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 80, deliveryRequirements: { idCheck: true } });
  await ingest.addEvent(order.trackingId, { statusCode: 91, imageUrls: ['/demo/proof-of-delivery.svg'] });
  await shoot(
    page,
    `/${order.trackingId}/sv_SE`,
    'test-results/screenshots/delivered-sv-desktop.png',
    DESKTOP,
  );
  await shoot(page, `/${order.trackingId}/fi_FI`, 'test-results/screenshots/delivered-fi-phone.png', PHONE);
  await page.getByRole('button', { name: /Avaa toimituskuva/ }).click();
  await page.getByRole('dialog').waitFor();
  await page.screenshot({ path: 'test-results/screenshots/proof-dialog-fi-phone.png' });

  const fresh = await ingest.createOrder({ statusCode: 10 });
  await shoot(
    page,
    `/${fresh.trackingId}/lv_LV/preferences`,
    'test-results/screenshots/preferences-lv-phone.png',
    PHONE,
  );

  const forbidden = await ingest.createOrder({
    accountId: 'closed',
    account: { name: 'Closed', trackingEnabled: false },
  });
  await shoot(
    page,
    `/${forbidden.trackingId}/en_GB`,
    'test-results/screenshots/app-download-phone.png',
    PHONE,
  );
  await shoot(
    page,
    `/${forbidden.trackingId}/en_GB`,
    'test-results/screenshots/app-download-desktop.png',
    DESKTOP,
  );
  await shoot(
    page,
    '/AAAAAAAAAAAAAAAAAAAAAA/es_ES',
    'test-results/screenshots/not-found-es-phone.png',
    PHONE,
  );
});
