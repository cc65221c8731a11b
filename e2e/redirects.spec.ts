import { COPENHAGEN } from './support/ingest';
import { expect, test } from './support/fixtures';

// Out for delivery: preferences can no longer change, so only the language rule applies.
const OUT_FOR_DELIVERY = 80;
const RECEIVED = 10;

test.describe('language redirect', () => {
  for (const [countryCode, locale] of [
    ['DK', 'da_DK'],
    ['se', 'sv_SE'],
    ['EE', 'et_EE'],
    ['DE', 'en_GB'],
  ] as const) {
    test(`a link without a language opens in ${locale} for a ${countryCode} address`, async ({
      page,
      ingest,
    }) => {
      const order = await ingest.createOrder({
        statusCode: OUT_FOR_DELIVERY,
        deliveryAddress: { ...COPENHAGEN, country_code: countryCode },
      });
      await page.goto(`/${order.trackingId}`);
      await expect(page).toHaveURL(`/${order.trackingId}/${locale}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('an unsupported language is replaced and the history entry with it', async ({ page, ingest }) => {
    const order = await ingest.createOrder({ statusCode: OUT_FOR_DELIVERY });
    await page.goto(`/${order.trackingId}/de_DE/preferences`);
    await expect(page).toHaveURL(`/${order.trackingId}/da_DK`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ude til levering' })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(2);
  });
});

test.describe('preferences redirect', () => {
  test('unconfirmed preferences that can still change go to the preferences page', async ({
    page,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: RECEIVED });
    await page.goto(`/${order.trackingId}`);
    await expect(page).toHaveURL(`/${order.trackingId}/da_DK/preferences`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hvordan vil du have din pakke leveret?' }),
    ).toBeVisible();
    await expect(page.getByText('Nordic Home').first()).toBeVisible();
  });

  test('"continue to tracking" sets __skip-pref__ and the order page stays', async ({ page, ingest }) => {
    const order = await ingest.createOrder({ statusCode: RECEIVED });
    await page.goto(`/${order.trackingId}/en_GB`);
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB/preferences`);
    await page.getByRole('link', { name: 'Continue to tracking' }).click();
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB?__skip-pref__=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Parcel received' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Parcel received' })).toBeVisible();
  });

  test('the skip flag survives the language redirect', async ({ page, ingest }) => {
    const order = await ingest.createOrder({ statusCode: RECEIVED });
    await page.goto(`/${order.trackingId}?__skip-pref__`);
    await expect(page).toHaveURL(`/${order.trackingId}/da_DK?__skip-pref__`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pakke modtaget' })).toBeVisible();
  });

  test('confirmed preferences stay on the order page', async ({ page, ingest }) => {
    const order = await ingest.createOrder({ statusCode: RECEIVED });
    await ingest.confirmPreferences(order.trackingId);
    await page.goto(`/${order.trackingId}/en_GB`);
    await expect(page.getByRole('heading', { level: 1, name: 'Parcel received' })).toBeVisible();
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
  });

  test('an order out for delivery stays on the order page even when unconfirmed', async ({
    page,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: OUT_FOR_DELIVERY });
    await page.goto(`/${order.trackingId}/en_GB`);
    await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
  });
});

test.describe('missing orders and unknown paths', () => {
  test('an unknown tracking id shows the generic not-found page', async ({ page }) => {
    await page.goto('/AAAAAAAAAAAAAAAAAAAAAA/en_GB');
    await expect(page.getByRole('heading', { name: "We can't find this parcel" })).toBeVisible();
  });

  test('a malformed tracking id shows the generic not-found page', async ({ page }) => {
    await page.goto('/x/en_GB');
    await expect(page.getByRole('heading', { name: "We can't find this parcel" })).toBeVisible();
  });

  test('the root path shows the generic not-found page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: "We can't find this parcel" })).toBeVisible();
  });

  test("an unknown page of a real order shows not-found inside the merchant's page", async ({
    page,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: OUT_FOR_DELIVERY });
    await page.goto(`/${order.trackingId}/en_GB/nowhere/at-all`);
    await expect(page.getByRole('heading', { name: "We can't find this parcel" })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Nordic Home');
  });
});
