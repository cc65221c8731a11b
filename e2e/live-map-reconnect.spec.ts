import { LIVE_RECONNECT_DELAY_MS } from '@tracking/core';
import { expect, test } from './support/fixtures';
import { Ingest } from './support/ingest';
import { HOME, centre, liveOrder, mapUrl, marker, near } from './support/live-map';
import { ServiceProcess } from './support/service-process';

// These tests kill their own service (the shared one serves the other tests), so they start one each.
test.describe.configure({ timeout: 60_000 });

let service: ServiceProcess;
test.beforeEach(async () => {
  service = await ServiceProcess.start();
});
test.afterEach(async () => {
  await service.stop();
});

test('a killed and restarted service shows reconnecting, then live again with fresh positions', async ({
  page,
  request,
}) => {
  const ingest = new Ingest(request, service.baseUrl);
  const { order, driverId } = await liveOrder(ingest, { stopsBefore: 1 });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(`${service.baseUrl}${mapUrl(order.trackingId)}`);
  const connection = page.getByTestId('live-connection');
  await expect(connection).toHaveText('Live');

  await service.kill('SIGKILL');
  await expect(connection).toHaveText('Reconnecting…');
  await expect(page.getByTestId('live-eta')).toBeVisible();

  await service.restart();
  // While the page was away its stop came first: it learns so from the order it reloads after reconnecting.
  await ingest.putRoute(driverId, [order.trackingId]);
  await expect(connection).toHaveText('Live', { timeout: 15_000 });
  await expect(page.getByTestId('live-stops')).toHaveText("You're the next stop");
  expect(sockets.length).toBeGreaterThanOrEqual(2);

  const before = await centre(marker(page, 'driver'));
  await ingest.postPositions(driverId, [near(HOME, 200, 200)]);
  await expect.poll(async () => (await centre(marker(page, 'driver'))).x).not.toBe(before.x);
  await expect(page.getByTestId('live-eta')).toHaveText('< 5 min');
});

test('a graceful restart (close 1012) reconnects too', async ({ page, request }) => {
  const ingest = new Ingest(request, service.baseUrl);
  const { order } = await liveOrder(ingest);
  await page.goto(`${service.baseUrl}${mapUrl(order.trackingId)}`);
  const connection = page.getByTestId('live-connection');
  await expect(connection).toHaveText('Live');
  await service.kill('SIGTERM');
  await expect(connection).toHaveText('Reconnecting…');
  await service.restart();
  await expect(connection).toHaveText('Live', { timeout: 15_000 });
});

test('a reconnect that meets unauthorized drops the order for good', async ({ page, request }) => {
  const ingest = new Ingest(request, service.baseUrl);
  const { order } = await liveOrder(ingest);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.clock.install();
  await page.goto(`${service.baseUrl}${mapUrl(order.trackingId)}`);
  const connection = page.getByTestId('live-connection');
  await expect(connection).toHaveText('Live');

  await service.kill('SIGKILL');
  await expect(connection).toHaveText('Reconnecting…');
  await service.restart();
  // The recipient is forgotten before the page is back.
  await ingest.anonymise(order.trackingId);
  // Past the reconnect delay and the page's jitter on top of it.
  await page.clock.runFor(2 * LIVE_RECONNECT_DELAY_MS);
  await expect(page.getByRole('heading', { name: 'Follow your parcel in the app' })).toBeVisible();
  expect(await page.content()).not.toContain(HOME.streetAddress);
  const attempts = sockets.length;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.clock.runFor(120_000);
  expect(sockets).toHaveLength(attempts);
});
