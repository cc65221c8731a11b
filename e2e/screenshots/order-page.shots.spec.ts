import { DESKTOP, PHONE, test } from '../support/fixtures';
import { NORDLYS } from '../support/merchants';
import { minutesFromNow, type Ingest } from '../support/ingest';
import { out, shoot, shootEachWay } from './shoot';

const TABLET = { width: 820, height: 1000 };
const WIDE_DESKTOP = { width: 1440, height: 900 };
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

test('order page at phone and desktop widths in two locales', async ({ page, ingest }) => {
  const plain = await liveOrder(ingest, false);
  const themed = await liveOrder(ingest, true);
  await shootEachWay(page, { plain, themed }, 'order', (id, locale) => `/${id}/${locale}?__skip-pref__`);
  await shoot(page, `/${plain.trackingId}/no_NO?__skip-pref__`, out('order-tablet'), TABLET);
  await shoot(page, `/${plain.trackingId}/en_GB/live-tracking`, out('live-phone'), PHONE);
  await shoot(page, `/${plain.trackingId}/en_GB`, 'docs/screenshots/order-page.png', DESKTOP);
  await shoot(page, `/${plain.trackingId}/en_GB`, 'docs/screenshots/order-page-1440.png', WIDE_DESKTOP);
  await shoot(page, `/${plain.trackingId}/en_GB`, 'docs/screenshots/order-page-phone.png', PHONE);
});

/** The widths a recipient's devices span: small and common phones, a tablet, a laptop and a wide desktop. */
const WIDTHS = [320, 390, 820, 1280, 1440];

for (const scripts of [true, false]) {
  test.describe(scripts ? 'with scripts' : 'without scripts', () => {
    test.use({ javaScriptEnabled: scripts });

    test('order page at every width', async ({ page, ingest }) => {
      const order = await liveOrder(ingest, false);
      for (const width of WIDTHS) {
        const file = `docs/screenshots/widths/order-${width}${scripts ? '' : '-no-scripts'}.png`;
        await shoot(page, `/${order.trackingId}/en_GB?__skip-pref__`, file, { width, height: 900 });
      }
    });
  });
}

test('delivered order with a proof photo, and the not-found pages', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 80, deliveryRequirements: { idCheck: true } });
  await ingest.addEvent(order.trackingId, { statusCode: 91, imageUrls: ['/demo/proof-of-delivery.svg'] });
  await shoot(page, `/${order.trackingId}/sv_SE`, out('delivered-sv-desktop'), DESKTOP);
  await shoot(page, `/${order.trackingId}/en_GB`, 'docs/screenshots/delivered-1440.png', WIDE_DESKTOP);
  await shoot(page, `/${order.trackingId}/fi_FI`, out('delivered-fi-phone'), PHONE);
  await page.getByRole('button', { name: /Avaa toimituskuva/ }).click();
  await page.getByRole('dialog').waitFor();
  await page.screenshot({ path: out('proof-dialog-fi-phone') });

  const fresh = await ingest.createOrder({ statusCode: 10 });
  await shoot(page, `/${fresh.trackingId}/lv_LV/preferences`, out('preferences-lv-phone'), PHONE);

  const forbidden = await ingest.createOrder({
    accountId: 'closed',
    account: { name: 'Closed', trackingEnabled: false },
  });
  await shoot(page, `/${forbidden.trackingId}/en_GB`, out('app-download-phone'), PHONE);
  await shoot(page, `/${forbidden.trackingId}/en_GB`, out('app-download-desktop'), DESKTOP);
  await shoot(page, '/AAAAAAAAAAAAAAAAAAAAAA/es_ES', out('not-found-es-phone'), PHONE);
});
