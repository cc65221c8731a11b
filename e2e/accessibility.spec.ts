import {
  DESKTOP,
  EXPIRING_URL,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from './support/fixtures';
import { NORDLYS } from './support/merchants';

for (const [width, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`axe at ${width} width`, () => {
    test.use({ viewport: size });

    test('order page, live and with a long history', async ({ page, ingest }) => {
      const order = await ingest.createOrder({ statusCode: 81, deliveryRequirements: { signature: true } });
      for (const statusCode of [0, 10, 20, 30, 40, 80]) {
        await ingest.addEvent(order.trackingId, {
          statusCode,
          at: new Date(Date.now() - (90 - statusCode) * 60_000).toISOString(),
        });
      }
      await page.goto(`/${order.trackingId}/en_GB`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Expand' }).click();
      await expectNoSeriousA11yViolations(page);
    });

    test('order page, delivered, with the proof dialog open', async ({ page, ingest }) => {
      const order = await ingest.createOrder({ statusCode: 80 });
      await ingest.addEvent(order.trackingId, { statusCode: 91, imageUrls: ['/demo/proof-of-delivery.svg'] });
      await page.goto(`/${order.trackingId}/da_DK`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Åbn leveringsfoto 1' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('order page in a custom theme', async ({ page, ingest }) => {
      const order = await ingest.createOrder({ statusCode: 80, ...NORDLYS });
      await page.goto(`/${order.trackingId}/en_GB`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('preferences and live-map pages', async ({ page, ingest }) => {
      const order = await ingest.createOrder({ statusCode: 10 });
      await page.goto(`/${order.trackingId}/is_IS/preferences`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const live = await ingest.createOrder({ statusCode: 80 });
      await page.goto(`/${live.trackingId}/et_EE/live-tracking`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('not-found pages', async ({ page, ingest, expiringIngest }) => {
      await page.goto('/AAAAAAAAAAAAAAAAAAAAAA/lv_LV');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const forbidden = await ingest.createOrder({
        accountId: 'off',
        account: { name: 'Off', trackingEnabled: false },
      });
      await page.goto(`/${forbidden.trackingId}/en_GB`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const expired = await expiringIngest.createOrder({ statusCode: 90 });
      await page.goto(`${EXPIRING_URL}/${expired.trackingId}/sv_SE`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('merchant preview with its gallery', async ({ page }) => {
      await page.goto('/___preview___/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
