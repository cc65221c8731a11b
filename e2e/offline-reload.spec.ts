import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ADDRESS_ZONE } from './support/clock';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { HOME, liveOrder, mapUrl, marker, near } from './support/live-map';
import { NORDLYS } from './support/merchants';
import { waitForOfflineCopy } from './support/offline';

/**
 * The page with its service worker: a reload without a network shows the order as last received, an order never
 * opened here is never answered with another's data, and a new build's worker takes over without the recipient
 * closing the tab. Playwright's page.route does not see requests a service worker makes, so nothing is routed
 * here: the service and its worker are the real ones.
 */

/**
 * The render time of the page's kept copy (its data element; the page removes its own once read), as the page
 * writes times: "14:02" on the delivery address's clock.
 */
const keptRenderTime = (page: Page) =>
  page.evaluate(async (timeZone) => {
    const html = (await (await caches.match(window.location.href))?.text()) ?? '';
    const element = new DOMParser().parseFromString(html, 'text/html').getElementById('tracking-page-data');
    const { renderedAt } = JSON.parse(element?.textContent ?? 'null') as { renderedAt: number };
    return new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).format(renderedAt);
  }, ADDRESS_ZONE);

/** Counts full page loads of the main frame (the first one and every reload). */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

test('reloaded offline, the live map shows the last state greyed with the time; online again it is live without a reload', async ({
  page,
  context,
  ingest,
}) => {
  const { order, driverId } = await liveOrder(ingest);
  await page.goto(mapUrl(order.trackingId));
  const eta = page.getByTestId('live-eta');
  await expect(eta).toBeVisible();
  await waitForOfflineCopy(page);
  const shown = await eta.textContent();

  await context.setOffline(true);
  await page.reload();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText("You're offline");
  // The time alone, or with its day when the render was before midnight.
  await expect(notice).toContainText(
    new RegExp(`Last update (\\d{1,2} \\S+ )?${await keptRenderTime(page)}\\.`),
  );
  await expect(eta).toHaveText(shown ?? '');
  await expect(page.getByText('Nordic Home').first()).toBeVisible();
  await expect(marker(page, 'driver')).toHaveAttribute('data-stale', 'true');
  await expectNoSeriousA11yViolations(page);

  const loads = countDocumentLoads(page);
  const orderAsked = page.waitForRequest(
    (request) => request.url().endsWith(`/tracking/?trackingId=${order.trackingId}`) && !request.failure(),
  );
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await orderAsked;
  await expect(marker(page, 'driver')).toHaveAttribute('data-stale', 'false');
  // Live again once the socket is back and the service watches the order for it (its first frame): a position
  // ingested then reaches the page, and the reload started by the reconnect does not undo it when it answers
  // after the position (lib/live-journal.ts).
  await expect(page.getByTestId('live-connection')).toHaveText('Live', { timeout: 15_000 });
  await ingest.postPositions(driverId, [{ ...near(HOME, 300, 300), heading: 90 }]);
  await expect(eta).toHaveText('< 5 min');
  expect(loads.count).toBe(0);
});

test('reloaded offline after the order changed, the page shows the newest state it received, not the older page', async ({
  page,
  context,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
  await waitForOfflineCopy(page);

  // Delivered after the page (and its copy) was made; back in the tab, the page asks for the order again.
  await ingest.addEvent(order.trackingId, { statusCode: 91 });
  const asked = page.waitForResponse((response) =>
    response.url().endsWith(`/tracking/?trackingId=${order.trackingId}`),
  );
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await asked;
  await expect(page.getByRole('heading', { level: 1, name: 'Left at your door' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Left at your door' })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toContainText('Last update');
});

test('an order never opened on this device shows that offline, never the data of one that was', async ({
  page,
  context,
  ingest,
}) => {
  const opened = await ingest.createOrder({ statusCode: 80 });
  const other = await ingest.createOrder({ ...NORDLYS, statusCode: 80 });
  await page.goto(`/${opened.trackingId}/en_GB`);
  await expect(page.getByTestId('tracking-id')).toHaveText(opened.trackingId);
  await waitForOfflineCopy(page);

  await context.setOffline(true);
  await page.goto(`/${other.trackingId}/en_GB`);
  await expect(
    page.getByRole('heading', { level: 1, name: "This parcel isn't saved on this device" }),
  ).toBeVisible();
  // Offline with nothing received: no "showing what we last received" beside "not saved on this device".
  await expect(page.getByTestId('offline-notice')).toHaveText("You're offline");
  await expect(page.getByText(opened.trackingId)).toHaveCount(0);
  await expect(page.getByText('Nordic Home')).toHaveCount(0);
  // The worker answers the other id's JSON with nothing, not with the kept order's.
  const answer = await page.evaluate(
    (id) =>
      fetch(`/tracking/?trackingId=${id}`).then(
        (response) => response.status,
        () => 'network error',
      ),
    other.trackingId,
  );
  expect(answer).toBe('network error');
  await expectNoSeriousA11yViolations(page);

  // Online again, the order loads where the recipient is, without a reload.
  await context.setOffline(false);
  await expect(page.getByTestId('tracking-id')).toHaveText(other.trackingId);
  await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
});

test('the link as received opens the kept page offline, and an address with a query reloads offline', async ({
  page,
  context,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  // The link in the message: the service sends it on to the page in the order's language, which is kept.
  await page.goto(`/${order.trackingId}?utm_source=sms`);
  await expect(page).toHaveURL(`/${order.trackingId}/da_DK?utm_source=sms`);
  await waitForOfflineCopy(page, `/${order.trackingId}/da_DK`);

  await context.setOffline(true);
  await page.goto(`/${order.trackingId}`);
  await expect(page).toHaveURL(`/${order.trackingId}/da_DK`);
  await expect(page.getByTestId('tracking-id')).toHaveText(order.trackingId);
  await expect(page.getByRole('heading', { level: 1, name: 'Ude til levering' })).toBeVisible();

  for (const address of [
    `/${order.trackingId}/da_DK?utm_source=sms`,
    `/${order.trackingId}?__skip-pref__=1`,
  ]) {
    await page.goto(address);
    await expect(page.getByTestId('tracking-id')).toHaveText(order.trackingId);
    await expect(page.getByTestId('offline-notice')).toContainText('Du er offline');
  }
});

test('a new build of the worker takes over on the next navigation, and its pages still work offline', async ({
  page,
  context,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  await page.goto(`/${order.trackingId}/en_GB`);
  await waitForOfflineCopy(page);
  const firstCopyAt = await page.evaluate(() =>
    caches.match(window.location.href).then((copy) => copy?.headers.get('x-offline-saved-at')),
  );

  // A deploy: the service now serves a different sw.js (a new build's differs at least in its precache list).
  const workerFile = fileURLToPath(new URL('../apps/web/dist/sw.js', import.meta.url));
  const built = readFileSync(workerFile);
  writeFileSync(workerFile, Buffer.concat([built, Buffer.from(`\n// deploy ${Date.now()}\n`)]));
  try {
    // From the next document on: whether the worker controlling it is replaced while it is open.
    await page.addInitScript(() =>
      navigator.serviceWorker.addEventListener('controllerchange', () =>
        Object.assign(window, { workerReplaced: true }),
      ),
    );
    // The navigation makes the browser check sw.js (served no-cache); the new worker installs and claims the
    // open page at once, without waiting for the tab to close.
    await page.reload();
    await page.waitForFunction(() => (window as { workerReplaced?: boolean }).workerReplaced === true);
    await expect
      .poll(() =>
        page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.state),
        ),
      )
      .toBe('activated');
    // The new worker renewed the old build's copy of the page.
    await expect
      .poll(() =>
        page.evaluate(
          (first) =>
            caches
              .match(window.location.href)
              .then((copy) => copy !== undefined && copy.headers.get('x-offline-saved-at') !== first),
          firstCopyAt,
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('tracking-id')).toHaveText(order.trackingId);
    await expect(page.getByTestId('offline-notice')).toContainText("You're offline");
  } finally {
    writeFileSync(workerFile, built);
  }
});

test('the page is installable: its manifest names the app, and its icons load', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  await page.goto(`/${order.trackingId}/en_GB`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const answer = await page.request.get(href ?? '');
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    display: string;
    start_url?: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  // No start_url: an installed page opens the order it was installed from, not the bare page at /.
  expect([manifest.name, manifest.display, manifest.start_url]).toEqual([
    'Parcel tracking',
    'standalone',
    undefined,
  ]);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/png']);
  }
});
