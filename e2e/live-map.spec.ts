import { DESKTOP, PHONE, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { HOME, centre, liveOrder, mapUrl, marker, near, zoomLevel } from './support/live-map';
import { E2E_TILE_ATTRIBUTION, E2E_TILE_URL } from './support/servers';

const TILE_ORIGIN = new URL(E2E_TILE_URL.replace(/\{\w\}/g, '0')).origin;

test('the map shows tiles, the driver, the address and the attribution', async ({ page, ingest }) => {
  const { order } = await liveOrder(ingest, { stopsBefore: 2 });
  await page.goto(mapUrl(order.trackingId));
  await expect(page).toHaveTitle('Live map · Parcel from Nordic Home');
  await expect(page.getByRole('heading', { level: 1, name: 'Live map' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map showing the driver and your address' })).toBeVisible();
  await expect(marker(page, 'driver')).toBeVisible();
  await expect(marker(page, 'destination')).toBeVisible();
  await expect(page.getByText(E2E_TILE_ATTRIBUTION)).toBeVisible();
  await expect(page.getByTestId('live-stops')).toHaveText('2 stops before yours');
  await expect(page.getByTestId('live-connection')).toHaveText('Live');

  const tiles = page.locator('img.leaflet-tile-loaded');
  await expect.poll(() => tiles.count()).toBeGreaterThan(3);
  const sizes = await tiles.evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => `${new URL(image.src).origin} ${image.naturalWidth}`),
  );
  expect(new Set(sizes)).toEqual(new Set([`${TILE_ORIGIN} 256`]));
});

test('a pickup shows the pickup address too', async ({ page, ingest }) => {
  const { order } = await liveOrder(ingest, { pickupAddress: { ...HOME, ...near(HOME, 600, 900) } });
  await page.goto(mapUrl(order.trackingId));
  await expect(marker(page, 'pickup')).toBeVisible();
  await expect(marker(page, 'destination')).toBeVisible();
});

test('an ingested position moves the driver and the estimate without a reload', async ({ page, ingest }) => {
  const { order, driverId } = await liveOrder(ingest, { promisedInMinutes: 90 });
  await page.goto(mapUrl(order.trackingId));
  const eta = page.getByTestId('live-eta');
  await expect(eta).toHaveText(/^~\d+ min$/);
  const before = await eta.textContent();
  // The panel's text comes with the server's HTML; the map is drawn once the page has hydrated.
  await expect(marker(page, 'driver')).toBeVisible();
  // The same page, and the same map: a move never mounts the map again.
  await page.evaluate(() =>
    Object.assign(window, {
      mapBefore: document.querySelector('.leaflet-container'),
      stillTheSamePage: true,
    }),
  );
  // South-west of the address at first, now just north-east of it.
  const home = await centre(marker(page, 'destination'));
  const start = await centre(marker(page, 'driver'));
  expect(start.x).toBeLessThan(home.x);
  expect(start.y).toBeGreaterThan(home.y);

  await ingest.postPositions(driverId, [{ ...near(HOME, 150, 150), heading: 10 }]);
  await expect(eta).not.toHaveText(before ?? '');
  await expect(eta).toHaveText('< 5 min');
  await expect
    .poll(async () => {
      const [driver, destination] = [
        await centre(marker(page, 'driver')),
        await centre(marker(page, 'destination')),
      ];
      return driver.x > destination.x && driver.y < destination.y;
    })
    .toBe(true);
  await expect(page.getByTestId('driver-freshness')).toHaveText(/^Updated (now|\d sec ago)$/);
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  const sameMap = await page.evaluate(
    () =>
      (window as unknown as { mapBefore: Element }).mapBefore ===
      document.querySelector('.leaflet-container'),
  );
  expect(sameMap).toBe(true);
});

test('the order page follows the estimate and the stops live too', async ({ page, ingest }) => {
  const { order, driverId } = await liveOrder(ingest, { promisedInMinutes: 90 });
  await page.goto(`/${order.trackingId}/en_GB`);
  const eta = page.getByTestId('eta-value');
  await expect(eta).toHaveText(/^~\d+ min$/);
  await expect(page.getByText("You're the next stop")).toBeVisible();
  await ingest.postPositions(driverId, [near(HOME, 100, 100)]);
  await expect(eta).toHaveText('< 5 min');
  const first = await ingest.createOrder({ statusCode: 81, driverId, deliveryAddress: HOME });
  await ingest.putRoute(driverId, [first.trackingId, order.trackingId]);
  await expect(page.getByText('1 stop before yours')).toBeVisible();
});

test('zoom in, zoom out and reset work by pointer and keyboard', async ({ page, ingest }) => {
  const { order } = await liveOrder(ingest);
  await page.goto(mapUrl(order.trackingId));
  await expect(marker(page, 'driver')).toBeVisible();
  const fitted = await zoomLevel(page);
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  await zoomIn.click();
  await expect.poll(() => zoomLevel(page)).toBe(fitted + 1);
  await zoomOut.click();
  await zoomOut.click();
  await expect.poll(() => zoomLevel(page)).toBe(fitted - 1);

  await page.getByRole('button', { name: 'Reset zoom and position' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => zoomLevel(page)).toBe(fitted);
  // The controls come in order after the map in the tab sequence.
  await page.keyboard.press('Shift+Tab');
  await expect(zoomOut).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => zoomLevel(page)).toBe(fitted - 1);
});

test('at the closest zoom, zoom in says it is unavailable and keeps focus', async ({ page, ingest }) => {
  const { order } = await liveOrder(ingest);
  await page.goto(mapUrl(order.trackingId));
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await zoomIn.focus();
  for (let press = 0; press < 8; press += 1) await page.keyboard.press('Enter');
  await expect.poll(() => zoomLevel(page)).toBe(19);
  await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
  await expect(zoomIn).toBeFocused();
});

test('the driver and the address cluster when they are too close to tell apart', async ({ page, ingest }) => {
  const { order } = await liveOrder(ingest, { driverAt: near(HOME, 4, 4) });
  await page.goto(mapUrl(order.trackingId));
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(marker(page, 'cluster')).toHaveText('2');
  await expect(page.getByRole('button', { name: '2 places here – zoom in to see them' })).toBeVisible();
  await expect(marker(page, 'driver')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset zoom and position' }).click();
  await expect(marker(page, 'driver')).toBeVisible();
});

test('an old position greys the driver and says how old it is', async ({ page, ingest }) => {
  const { order } = await liveOrder(ingest, {
    driverAt: { ...near(HOME, -500, -500), at: new Date(Date.now() - 3 * 60_000).toISOString() },
  });
  await page.goto(mapUrl(order.trackingId));
  await expect(page.getByTestId('driver-freshness')).toHaveText('Last known position 3 min ago');
  await expect(page.locator('[data-marker="driver"][data-stale="true"]')).toBeVisible();
});

for (const [width, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`at ${width} width the page does not scroll while the map is shown, and axe finds nothing serious`, async ({
    page,
    ingest,
  }) => {
    await page.setViewportSize(size);
    const { order } = await liveOrder(ingest, { stopsBefore: 1 });
    await page.goto(mapUrl(order.trackingId));
    await expect(marker(page, 'driver')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const heights = await page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
    expect(heights[0]).toBeLessThanOrEqual(heights[1] ?? 0);
    await page.getByTestId('live-eta').hover();
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
}

test('a final status closes the map to the order page', async ({ page, ingest }) => {
  const { order } = await liveOrder(ingest);
  await page.goto(mapUrl(order.trackingId));
  await expect(page.getByTestId('live-connection')).toHaveText('Live');
  await ingest.addEvent(order.trackingId, { statusCode: 91 });
  await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'Left at your door' })).toBeVisible();
});

test('Close goes back to the order page', async ({ page, ingest }) => {
  const { order } = await liveOrder(ingest);
  await page.goto(`/${order.trackingId}/da_DK`);
  await page.getByRole('link', { name: 'Følg chaufføren på kortet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Livekort' })).toBeVisible();
  await page.getByRole('link', { name: 'Luk kortet' }).click();
  await expect(page).toHaveURL(`/${order.trackingId}/da_DK`);
});
