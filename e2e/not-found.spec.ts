import type { Page } from '@playwright/test';
import { E2E_APP_DOWNLOAD_URL } from './support/servers';
import { DESKTOP, EXPIRING_URL, PHONE, TABLET, expect, test } from './support/fixtures';

const APP_TITLE = 'Follow your parcel in the app';

for (const [width, size] of [
  ['phone', PHONE],
  ['tablet', TABLET],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport: size });

    test('a forbidden link offers the app', async ({ page, ingest }) => {
      const order = await ingest.createOrder({
        accountId: 'tracking-off',
        account: { name: 'Quiet Shop', trackingEnabled: false },
      });
      await page.goto(`/${order.trackingId}/en_GB`);
      await expect(page.getByRole('heading', { name: APP_TITLE })).toBeVisible();
      await expectAppOffer(page, width);
    });

    test('an expired link offers the app', async ({ page, expiringIngest }) => {
      const order = await expiringIngest.createOrder({ statusCode: 80 });
      await expiringIngest.updateOrder(order.trackingId, { statusCode: 90 });
      await page.goto(`${EXPIRING_URL}/${order.trackingId}/en_GB`);
      await expect(page.getByRole('heading', { name: APP_TITLE })).toBeVisible();
      await expectAppOffer(page, width);
    });

    test('a missing order gets the generic page, with no app offer', async ({ page }) => {
      await page.goto('/AAAAAAAAAAAAAAAAAAAAAA/en_GB');
      await expect(page.getByRole('heading', { name: "We can't find this parcel" })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get the app' })).toHaveCount(0);
      await expect(page.getByRole('img', { name: 'QR code to download the app' })).toHaveCount(0);
    });
  });
}

/** A phone gets the button, a desktop the QR code, a tablet both. */
async function expectAppOffer(page: Page, width: 'phone' | 'tablet' | 'desktop') {
  const link = page.getByRole('link', { name: 'Get the app' });
  const qr = page.getByRole('img', { name: 'QR code to download the app' });
  if (width === 'desktop') await expect(link).toHaveCount(0);
  else await expect(link).toHaveAttribute('href', E2E_APP_DOWNLOAD_URL);
  if (width === 'phone') await expect(qr).toHaveCount(0);
  else await expect(qr).toBeVisible();
}

test('1023 px is a desktop here as on every page: the QR code alone, and the tooltip a hover popup', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({
    accountId: 'tracking-off',
    account: { name: 'Quiet Shop', trackingEnabled: false },
  });
  const required = await ingest.createOrder({ statusCode: 10, deliveryRequirements: { signature: true } });
  for (const [width, screen] of [
    [1022, 'tablet'],
    [1023, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${order.trackingId}/en_GB`);
    await expect(page.getByRole('heading', { name: APP_TITLE })).toBeVisible();
    await expectAppOffer(page, screen);

    await page.goto(`/${required.trackingId}/en_GB/preferences`);
    const trigger = page.getByRole('button', { name: "Why can't I change this?" });
    // On a desktop it describes itself by its popup; below, it opens a dialog.
    if (screen === 'desktop') await expect(trigger).not.toHaveAttribute('aria-haspopup', 'dialog');
    else await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  }
});
