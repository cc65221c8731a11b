import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

const ORDER_PAGE_CHUNK = /\/assets\/order-route-[\w-]+\.js$/;

/** Counts full page loads (the first one and every reload). */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

test('a chunk that fails to load reloads the page once, which then works', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  const loads = countDocumentLoads(page);
  let failed = 0;
  // Like a deploy that removed the old chunk: every request fails until the page has reloaded.
  await page.route(ORDER_PAGE_CHUNK, (route) => {
    if (loads.count > 1) return route.continue();
    failed += 1;
    return route.abort('failed');
  });

  await page.goto(`/${order.trackingId}/en_GB`);
  // The server's HTML shows the heading from the start: the reload is what is waited for, then the page works.
  await expect.poll(() => loads.count).toBe(2);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
  expect(failed).toBeGreaterThan(0);
  expect(await page.evaluate(() => sessionStorage.getItem('tracking:chunk-reloaded'))).not.toBeNull();
});

test('a chunk that keeps failing reloads only once, then says so', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  const loads = countDocumentLoads(page);
  await page.route(ORDER_PAGE_CHUNK, (route) => route.abort('failed'));

  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('heading', { level: 1, name: "This page didn't load" })).toBeVisible();
  // The one reload is spent: the error page is where it stops.
  expect(loads.count).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('tracking:chunk-reloaded'))).not.toBeNull();

  // Once the chunk is back, "Try again" brings the page.
  await page.unroute(ORDER_PAGE_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
});

test.describe('an optional part', () => {
  // Without the worker's precache, which would answer the chunks the test makes fail.
  test.use({ serviceWorkers: 'block' });

  test('a dialog whose code fails again after the one reload says so in its place; the page stays, and it opens once the code is back', async ({
    page,
    ingest,
  }) => {
    const order = await ingest.createOrder({
      statusCode: 30,
      deliveryWindow: { start: ingest.minutesFromNow(24 * 60), end: ingest.minutesFromNow(26 * 60) },
    });
    await ingest.confirmPreferences(order.trackingId);
    const loads = countDocumentLoads(page);
    const CALENDAR_DIALOG_CHUNK = /\/assets\/calendar-dialog-[\w-]+\.js$/;
    await page.route(CALENDAR_DIALOG_CHUNK, (route) => route.abort('failed'));

    await page.goto(`/${order.trackingId}/en_GB`);
    const open = page.getByRole('button', { name: 'Add to calendar' });
    await open.click();
    // The first failure reloads the page (a deploy may have renamed the chunks); the second stays in its place.
    await expect.poll(() => loads.count).toBe(2);
    await open.click();
    const notLoaded = page.getByTestId('part-not-loaded');
    await expect(notLoaded).toContainText("This part of the page didn't load.");
    await expect(page.getByRole('heading', { level: 1, name: 'On its way to your area' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery progress' })).toBeVisible();

    await page.unroute(CALENDAR_DIALOG_CHUNK);
    await notLoaded.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name: 'Add the delivery to your calendar' })).toBeVisible();
    expect(loads.count).toBe(2);
  });

  test('a map whose code cannot be loaded leaves the live panel in place', async ({ page, ingest }) => {
    const order = await ingest.createOrder({ statusCode: 81, promisedTime: ingest.minutesFromNow(30) });
    // The session's one reload already spent.
    await page.addInitScript(() => sessionStorage.setItem('tracking:chunk-reloaded', '1'));
    await page.route(/\/assets\/live-map-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto(`/${order.trackingId}/en_GB/live-tracking`);
    await expect(page.getByTestId('part-not-loaded')).toContainText("This part of the page didn't load.");
    await expect(page.getByTestId('live-eta')).toBeVisible();
  });
});
