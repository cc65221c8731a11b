import { expect, test, waitForHydration } from './support/fixtures';

/** The refresh of a final order: how long a provider's correction may take to reach an open page. */
const FINAL_REFRESH_MS = 5 * 60_000;

test('a final order corrected back to out-for-delivery goes live within its refresh time', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 91 });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.clock.install();
  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'Left at your door' })).toBeVisible();
  // The refresh is the page script's timer: the clock runs once it is set, not while the server's HTML waits for it.
  await waitForHydration(page);
  expect(sockets).toHaveLength(0);

  await ingest.updateOrder(order.trackingId, { statusCode: 81 });
  await page.clock.runFor(FINAL_REFRESH_MS);
  await expect(page.getByRole('heading', { level: 1, name: 'Driver on the way' })).toBeVisible();
  await expect.poll(() => sockets.length).toBe(1);
});
