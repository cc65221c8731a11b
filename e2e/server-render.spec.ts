import type { Page, Response } from '@playwright/test';
import { minutesFromNow, type Ingest } from './support/ingest';
import { EXPIRING_URL, choose, expect, test, waitForHydration } from './support/fixtures';
import { HOME, liveOrder, mapUrl, near } from './support/live-map';
import { NORDLYS } from './support/merchants';
import { watchPage } from './support/page-watch';

/** The service renders the tracking pages; the browser hydrates them without asking for the order or texts. */

/** Requests to the order or translation API made by the page (its first load must make none). */
function watchApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/tracking/') || pathname.startsWith('/locale/')) seen.push(pathname);
  });
  return seen;
}

/** Style sheets the page asked for. */
function watchStyleSheets(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css')) seen.push(pathname);
  });
  return seen;
}

/** The style sheets the HTML carried (written in, their links left disabled): none of them may be fetched. */
async function expectCarriedSheetsNotFetched(page: Page, fetched: string[]) {
  const carried = await page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(carried.length).toBeGreaterThanOrEqual(2);
  expect(fetched.filter((sheet) => carried.includes(sheet))).toEqual([]);
}

const isOk = (response: Response | null) => expect(response?.status()).toBe(200);

/** A Nordlys order out for delivery, promised in an hour and a half. */
const outForDelivery = (ingest: Ingest) =>
  ingest.createOrder({ ...NORDLYS, statusCode: 80, promisedTime: minutesFromNow(90.5) });

test.describe('with JavaScript', () => {
  test('the order page hydrates from the HTML: no order or locale request, no hydration warning', async ({
    page,
    ingest,
  }) => {
    const watch = await watchPage(page);
    const requests = watchApiRequests(page);
    const sheets = watchStyleSheets(page);
    const order = await outForDelivery(ingest);
    const response = await page.goto(`/${order.trackingId}/en_GB`);
    isOk(response);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
    await expect(page.getByTestId('tracking-id')).toHaveText(order.trackingId);
    expect(requests).toEqual([]);
    await expectCarriedSheetsNotFetched(page, sheets);
    expect(watch.errors).toEqual([]);
    expect(await watch.violations()).toEqual([]);
    // Hydrated: the language switch is the page's own, without a reload (and only then asks for the texts).
    await page.getByRole('combobox', { name: 'Language' }).selectOption('da_DK');
    await expect(page).toHaveURL(`/${order.trackingId}/da_DK`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ude til levering' })).toBeVisible();
    expect(requests).toEqual(['/locale/da_DK.json']);
  });

  test('the live map page and the preferences page hydrate without a request or warning', async ({
    page,
    ingest,
  }) => {
    const watch = await watchPage(page);
    const requests = watchApiRequests(page);
    const { order } = await liveOrder(ingest, { promisedInMinutes: 30 });
    isOk(await page.goto(mapUrl(order.trackingId)));
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Map showing the driver and your address' })).toBeVisible();
    await expect(page.getByText('The map needs JavaScript')).toBeHidden();

    const received = await ingest.createOrder({ statusCode: 10 });
    isOk(await page.goto(`/${received.trackingId}/en_GB/preferences`));
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'How would you like your parcel delivered?' }),
    ).toBeVisible();
    expect(requests).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(await watch.violations()).toEqual([]);
  });

  test('the page asks for its scripts only after its first contentful paint, then hydrates', async ({
    page,
    ingest,
  }) => {
    const order = await outForDelivery(ingest);
    isOk(await page.goto(`/${order.trackingId}/en_GB`));
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime);
      return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
    });
    expect(timing.scripts).toBeGreaterThan(1);
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThan(timing.paint ?? Number.POSITIVE_INFINITY);
  });
});

test.describe('status codes', () => {
  test('an unknown id answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/AAAAAAAAAAAAAAAAAAAAAA/en_GB');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { name: "We can't find this parcel" })).toBeVisible();
  });

  test('a forbidden link answers 403 and an expired one 410, each with the app offer', async ({
    page,
    ingest,
    expiringIngest,
  }) => {
    const forbidden = await ingest.createOrder({
      accountId: 'tracking-off',
      account: { name: 'Quiet Shop', trackingEnabled: false },
    });
    const forbiddenAnswer = await page.goto(`/${forbidden.trackingId}/en_GB`);
    expect(forbiddenAnswer?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Follow your parcel in the app' })).toBeVisible();

    const expired = await expiringIngest.createOrder({ statusCode: 80 });
    await expiringIngest.updateOrder(expired.trackingId, { statusCode: 90 });
    const expiredAnswer = await page.goto(`${EXPIRING_URL}/${expired.trackingId}/en_GB`);
    expect(expiredAnswer?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'Follow your parcel in the app' })).toBeVisible();
  });
});

test('two orders rendered at the same time each carry only their own', async ({ ingest, request }) => {
  const first = await ingest.createOrder({ ...NORDLYS, statusCode: 80 });
  const second = await ingest.createOrder({ statusCode: 80 });
  const pages = [
    { order: first, url: `/${first.trackingId}/da_DK`, merchant: 'Nordlys', heading: 'Ude til levering' },
    {
      order: second,
      url: `/${second.trackingId}/en_GB`,
      merchant: 'Nordic Home',
      heading: 'Out for delivery',
    },
  ];
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, index) => pages[index % 2]!).map(async (expected) => {
      const response = await request.get(expected.url, { headers: { accept: 'text/html' } });
      return { expected, html: await response.text() };
    }),
  );
  for (const { expected, html } of answers) {
    const other = pages.find((page) => page !== expected)!;
    expect(html).toContain(expected.order.trackingId);
    expect(html).toContain(expected.merchant);
    expect(html).toContain(expected.heading);
    expect(html).not.toContain(other.order.trackingId);
    expect(html).not.toContain(other.heading);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the order page shows the merchant, status, estimate, timeline and details', async ({
    page,
    ingest,
  }) => {
    const order = await outForDelivery(ingest);
    isOk(await page.goto(`/${order.trackingId}/en_GB`));
    await expect(page).toHaveTitle('Out for delivery · Parcel from Nordlys');
    await expect(page.getByText('Nordlys').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
    await expect(page.getByTestId('eta-value')).toHaveText(/^~1h (29|30)m$/);
    await expect(page.getByTestId('tracking-id')).toHaveText(order.trackingId);
    await expect(page.locator('ol, ul').filter({ hasText: 'Out for delivery' }).first()).toBeVisible();
  });

  test('a live order with an estimate history renders whole: the history in words, its chart left to scripts', async ({
    page,
    ingest,
    request,
  }) => {
    const { order, driverId } = await liveOrder(ingest, { promisedInMinutes: 45 });
    // The driver jumps most of the way: the next estimate is minutes earlier, so the history has two.
    await ingest.postPositions(driverId, [{ ...near(HOME, -300, -300), heading: 45 }]);
    await expect
      .poll(async () => {
        const answer = await request.get(`/tracking/?trackingId=${order.trackingId}`);
        return ((await answer.json()).payload.etaHistory as unknown[]).length;
      })
      .toBeGreaterThanOrEqual(2);
    isOk(await page.goto(`/${order.trackingId}/en_GB`));
    // The server's render, not the bare page a failed render falls back to (blank without scripts).
    await expect(page.getByRole('heading', { level: 1, name: 'Driver on the way' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Estimated arrival' })).toContainText(/Around \d\d:\d\d/);
    await expect(page.getByTestId('tracking-id')).toHaveText(order.trackingId);
    const history = page.getByRole('region', { name: 'How the expected time changed' });
    await expect(history).toContainText('Latest estimate: around');
    await expect(history).toContainText(/\d+ min earlier/);
    await expect(history.getByRole('img', { name: /Chart of the expected arrival time/ })).toHaveCount(0);
  });

  test('the live map says it needs JavaScript, its panel still says where the parcel is', async ({
    page,
    ingest,
  }) => {
    const { order } = await liveOrder(ingest, { stopsBefore: 2 });
    isOk(await page.goto(mapUrl(order.trackingId)));
    await expect(page.getByText('The map needs JavaScript.')).toBeVisible();
    await expect(page.getByTestId('live-stops')).toHaveText('2 stops before yours');
  });

  test('the preferences form posts as a plain form: a refusal comes back by its field, a save goes on', async ({
    page,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: 10 });
    isOk(await page.goto(`/${order.trackingId}/en_GB/preferences`));
    await page.getByRole('button', { name: 'Confirm preferences' }).click();
    await expect(page.getByRole('alert')).toContainText("Your preferences weren't saved");
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB/preferences`);

    await choose(page, 'radio', 'Knock on the door', { scripts: false });
    await page.getByRole('textbox', { name: /instructions/i }).fill('Blue gate, second door');
    await page.getByRole('button', { name: 'Confirm preferences' }).click();
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
    await expect(page.getByRole('heading', { level: 1, name: 'Parcel received' })).toBeVisible();
    await expect(page.getByText('Blue gate, second door')).toBeVisible();
  });

  test('the not-found page shows without scripts, with its status', async ({ page }) => {
    const response = await page.goto('/AAAAAAAAAAAAAAAAAAAAAB/en_GB');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We can't find this parcel" })).toBeVisible();
  });
});
