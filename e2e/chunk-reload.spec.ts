import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

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
  await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
  expect(failed).toBeGreaterThan(0);
  expect(loads.count).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('tracking:chunk-reloaded'))).not.toBeNull();
});

test('a chunk that keeps failing reloads only once, then says so', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  const loads = countDocumentLoads(page);
  await page.route(ORDER_PAGE_CHUNK, (route) => route.abort('failed'));

  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('heading', { level: 1, name: "This page didn't load" })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(loads.count).toBe(2);

  // Once the chunk is back, "Try again" brings the page.
  await page.unroute(ORDER_PAGE_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
});
