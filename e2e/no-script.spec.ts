import type { APIRequestContext, Page } from '@playwright/test';
import { EXPIRING_URL, expect, test } from './support/fixtures';
import { liveOrder, mapUrl } from './support/live-map';

/**
 * Every address the service answers, opened without JavaScript (#35 item 1): the status it answers with, and
 * the screen the server's HTML shows by itself (never a blank page). Redirects are checked as the service
 * sends them (not followed), then followed by the browser to the screen they lead to.
 */

test.use({ javaScriptEnabled: false });

const RECEIVED = 10;
const OUT_FOR_DELIVERY = 80;
const DELIVERED = 90;
const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAC';

const NOT_FOUND = "We can't find this parcel";
const APP_PROMPT = 'Follow your parcel in the app';

/** The service's answer to a browser's navigation, its redirect not followed. */
async function navigation(request: APIRequestContext, url: string) {
  const headers = { accept: 'text/html', 'sec-fetch-mode': 'navigate' };
  const response = await request.get(url, { headers, maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

/** Opens the address in the page and checks the status its final answer came with. */
async function open(page: Page, url: string, status: number) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(status);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('a real order', () => {
  test('/{id} redirects (302) to the delivery country language, which shows the order page', async ({
    page,
    request,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: OUT_FOR_DELIVERY });
    expect(await navigation(request, `/${order.trackingId}`)).toEqual({
      status: 302,
      location: `/${order.trackingId}/da_DK`,
    });
    expect(await navigation(request, `/${order.trackingId}/xx_XX/preferences`)).toEqual({
      status: 302,
      location: `/${order.trackingId}/da_DK`,
    });
    await open(page, `/${order.trackingId}`, 200);
    await expect(heading(page, 'Ude til levering')).toBeVisible();
  });

  test('unconfirmed preferences redirect to the preferences form, unless skipped', async ({
    page,
    request,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: RECEIVED });
    expect(await navigation(request, `/${order.trackingId}/en_GB`)).toEqual({
      status: 302,
      location: `/${order.trackingId}/en_GB/preferences`,
    });
    await open(page, `/${order.trackingId}/en_GB`, 200);
    await expect(page.getByRole('button', { name: 'Confirm preferences' })).toBeVisible();
    await open(page, `/${order.trackingId}/en_GB?__skip-pref__=1`, 200);
    await expect(heading(page, 'Parcel received')).toBeVisible();
  });

  test('the live map of a live order shows its panel', async ({ page, ingest }) => {
    const { order } = await liveOrder(ingest, { stopsBefore: 1 });
    await open(page, mapUrl(order.trackingId), 200);
    await expect(page.getByText('The map needs JavaScript.')).toBeVisible();
    await expect(page.getByTestId('live-stops')).toHaveText('1 stop before yours');
  });

  test('the live map of an order no longer (or not yet) live redirects to the order page', async ({
    page,
    request,
    ingest,
  }) => {
    const delivered = await ingest.createOrder({ statusCode: DELIVERED });
    expect(await navigation(request, `${mapUrl(delivered.trackingId)}?a=1`)).toEqual({
      status: 302,
      location: `/${delivered.trackingId}/en_GB?a=1`,
    });
    await open(page, mapUrl(delivered.trackingId), 200);
    await expect(page).toHaveURL(`/${delivered.trackingId}/en_GB`);
    await expect(heading(page, 'Delivered')).toBeVisible();

    // Not yet on its way, preferences unconfirmed: straight to where the order page would go.
    const received = await ingest.createOrder({ statusCode: RECEIVED });
    expect(await navigation(request, mapUrl(received.trackingId))).toEqual({
      status: 302,
      location: `/${received.trackingId}/en_GB/preferences`,
    });
  });

  test("an unknown page of a real order is 404, the not-found page inside the merchant's page", async ({
    page,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: OUT_FOR_DELIVERY });
    for (const rest of ['nowhere', 'nowhere/at-all', 'preferences/more']) {
      await open(page, `/${order.trackingId}/en_GB/${rest}`, 404);
      await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('Nordic Home');
    }
  });
});

test.describe('no order to show', () => {
  test('an unknown id is 404 on every page of it', async ({ page }) => {
    for (const url of [
      `/${UNKNOWN_ID}`,
      `/${UNKNOWN_ID}/en_GB`,
      mapUrl(UNKNOWN_ID),
      `/${UNKNOWN_ID}/en_GB/x/y`,
    ]) {
      await open(page, url, 404);
      await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
    }
  });

  test('/, a malformed id and any other address are 404 with the not-found page, in the link language', async ({
    page,
  }) => {
    for (const url of ['/', '/x', '/x/en_GB', '/not-an-id/en_GB/live-tracking', '/a/b/c/d/e', '/favicon-x']) {
      await open(page, url, 404);
      await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
    }
    await open(page, '/x/fi_FI', 404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND);
  });

  test('a forbidden link is 403 and an expired one 410, each with the app prompt', async ({
    page,
    ingest,
    expiringIngest,
  }) => {
    const forbidden = await ingest.createOrder({
      accountId: 'no-script-off',
      account: { name: 'Quiet Shop', trackingEnabled: false },
    });
    for (const rest of ['', '/preferences', '/live-tracking', '/elsewhere']) {
      await open(page, `/${forbidden.trackingId}/en_GB${rest}`, 403);
      await expect(page.getByRole('heading', { name: APP_PROMPT })).toBeVisible();
    }
    const expired = await expiringIngest.createOrder({ statusCode: OUT_FOR_DELIVERY });
    await expiringIngest.updateOrder(expired.trackingId, { statusCode: 90 });
    for (const rest of ['', '/preferences', '/live-tracking']) {
      await open(page, `${EXPIRING_URL}/${expired.trackingId}/en_GB${rest}`, 410);
      await expect(page.getByRole('heading', { name: APP_PROMPT })).toBeVisible();
    }
  });
});

test('a share link shows the shared view; its preferences page goes back to it (302)', async ({
  page,
  request,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: OUT_FOR_DELIVERY });
  const created = await request.post(`/tracking/share?trackingId=${order.trackingId}`);
  const { shareId } = ((await created.json()) as { payload: { shareId: string } }).payload;
  expect(await navigation(request, `/${shareId}/en_GB/preferences`)).toEqual({
    status: 302,
    location: `/${shareId}/en_GB`,
  });
  await open(page, `/${shareId}/en_GB`, 200);
  await expect(page.getByText(/^Shared with you/)).toBeVisible();
  await expect(heading(page, 'Out for delivery')).toBeVisible();
  await expect(page.getByTestId('tracking-id')).toHaveCount(0);
});
