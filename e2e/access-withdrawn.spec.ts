import type { Page } from '@playwright/test';
import { COPENHAGEN } from './support/ingest';
import { liveOrder, mapUrl } from './support/live-map';
import { choose, expect, test, waitForHydration } from './support/fixtures';

const APP_TITLE = 'Follow your parcel in the app';
/** The live producer's promise: an open page learns within this of its access ending. */
const ACCESS_END_MS = 5_000;

let accounts = 0;
/** An account of the test's own: switching it off must not touch other tests' orders. */
const ownAccount = () => `withdrawn-${process.pid}-${++accounts}`;

/** Nothing of the order is left on the page: no street, no instructions. */
async function expectOrderGone(page: Page) {
  await expect(page.getByRole('heading', { name: APP_TITLE })).toBeVisible();
  expect(await page.content()).not.toContain(COPENHAGEN.streetAddress);
}

test('a live page switches to the app prompt within 5 s of its merchant switching tracking off', async ({
  page,
  ingest,
}) => {
  const accountId = ownAccount();
  const { order } = await liveOrder(ingest, { accountId });
  await page.goto(mapUrl(order.trackingId));
  await expect(page.getByTestId('live-connection')).toHaveText('Live');
  await expect(page.getByText(COPENHAGEN.streetAddress).first()).toBeVisible();

  await ingest.putAccount(accountId, { name: accountId, trackingEnabled: false });
  await expect(page.getByRole('heading', { name: APP_TITLE })).toBeVisible({ timeout: ACCESS_END_MS });
  await expectOrderGone(page);
});

test('a live page whose order is anonymised loses the order and never listens again', async ({
  page,
  ingest,
}) => {
  const { order } = await liveOrder(ingest, { accountId: ownAccount() });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.clock.install();
  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByText(COPENHAGEN.streetAddress).first()).toBeVisible();
  await expect.poll(() => sockets.length).toBe(1);

  await ingest.anonymise(order.trackingId);
  await expect(page.getByRole('heading', { name: APP_TITLE })).toBeVisible({ timeout: ACCESS_END_MS });
  await expectOrderGone(page);
  // What would bring a socket back at once, then well past the reconnect delay and the next refresh.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await page.clock.runFor(120_000);
  expect(sockets).toHaveLength(1);
  await expectOrderGone(page);
});

test.describe('an order in transit (no live socket)', () => {
  async function openInTransit(page: Page, ingest: Parameters<typeof liveOrder>[0]) {
    const accountId = ownAccount();
    const order = await ingest.createOrder({ accountId, account: { name: accountId }, statusCode: 20 });
    // On the order page (the preferences page listens live while they can change).
    await ingest.confirmPreferences(order.trackingId);
    await page.clock.install();
    await page.goto(`/${order.trackingId}/en_GB`);
    await expect(page.getByText(COPENHAGEN.streetAddress).first()).toBeVisible();
    // The server's HTML shows the order before the page listens for focus or keeps time.
    await waitForHydration(page);
    await ingest.putAccount(accountId, { name: accountId, trackingEnabled: false });
    return order;
  }

  test('switches at its next refresh, a minute later at most', async ({ page, ingest }) => {
    await openInTransit(page, ingest);
    await page.clock.runFor(30_000);
    await expect(page.getByText(COPENHAGEN.streetAddress).first()).toBeVisible();
    await page.clock.runFor(30_000);
    await expectOrderGone(page);
  });

  test('switches at once when the tab regains focus', async ({ page, ingest }) => {
    await openInTransit(page, ingest);
    // As the browser fires it (it bubbles to window, where the query client listens).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expectOrderGone(page);
  });
});

test('a save refused as forbidden turns the preferences page into the app prompt', async ({
  page,
  ingest,
}) => {
  const accountId = ownAccount();
  const order = await ingest.createOrder({ accountId, account: { name: accountId }, statusCode: 10 });
  // The page listens live (its doorstep card does) and would learn it from `unauthorized` first; with the
  // socket held silent, the refused save is what tells it.
  await page.routeWebSocket(/\/ws\?/, () => undefined);
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  await choose(page, 'radio', 'Ring the doorbell');
  await ingest.putAccount(accountId, { name: accountId, trackingEnabled: false });
  await page.getByRole('button', { name: 'Confirm preferences' }).click();
  await expectOrderGone(page);
});
