import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../../testing/live-test-support';

let server: LiveServer;
beforeEach(async () => {
  server = await startLiveServer();
});
afterEach(() => server.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const position = (lat: number, lng = 12.55) => ({
  positions: [{ lat, lng, heading: 10, at: new Date().toISOString() }],
});

/** An order out for delivery on van-1's route, with the van's first position ingested. */
async function liveOrder(overrides: Record<string, unknown> = {}): Promise<string> {
  const trackingId = await server.test.createOrder({
    statusCode: 80,
    driverId: 'van-1',
    promisedTime: inMinutes(30),
    ...overrides,
  });
  await server.ingest('PUT', '/ingest/drivers/van-1/route', { stops: [{ trackingId }] });
  await server.ingest('POST', '/ingest/drivers/van-1/positions', position(55.66));
  return trackingId;
}

describe('the live socket of a live order', () => {
  it('sends where the driver is and the estimate at once on connect, as JSON in a text frame', async () => {
    const socket = await server.connect(await liveOrder());
    const { message, text } = await socket.next('routeUpdate');
    expect(text).toBe(true);
    expect(message.driverLocation).toMatchObject({ lat: 55.66, lng: 12.55, heading: 10 });
    expect(typeof message.timeDiff).toBe('number');
  });

  it('sends a locationUpdate for an ingested position, with a fresh estimate', async () => {
    const socket = await server.connect(await liveOrder());
    const snapshot = await socket.next('routeUpdate');
    const ingested = await server.ingest('POST', '/ingest/drivers/van-1/positions', position(55.67));
    expect(ingested.status).toBe(202);
    const update = await socket.next('locationUpdate');
    expect(update.text).toBe(true);
    expect(update.message.driverLocation).toMatchObject({ lat: 55.67, lng: 12.55 });
    // The van is now about 1 km closer to Vesterbrogade: the estimate moved earlier.
    expect(update.message.timeDiff).toBeLessThan(snapshot.message.timeDiff as number);
  });

  it('keeps the estimate it sent: the order reads it, and its history says what moved it', async () => {
    const trackingId = await liveOrder();
    const socket = await server.connect(trackingId);
    await socket.next('routeUpdate');
    await server.ingest('POST', '/ingest/drivers/van-1/positions', position(55.67));
    const sent = (await socket.next('locationUpdate')).message.timeDiff;
    const read = async () =>
      (await (await fetch(`${server.baseUrl}/tracking/?trackingId=${trackingId}`)).json()) as {
        payload: { timeDiff: number };
      };
    // The order reads the estimate the socket got at once, before it is saved.
    expect((await read()).payload.timeDiff).toBe(sent);
    await server.test.app.domain.live.idle();
    const history = await server.test.app.store.listEstimates(trackingId, 10);
    expect(history[0]).toMatchObject({
      cause: 'position',
      timeDiffMs: sent,
      stopsBefore: 0,
      driverLat: 55.67,
    });
    // Both positions moved the estimate by minutes, so both are kept; the route came before any position.
    expect(history.map((estimate) => estimate.driverLat)).toEqual([55.67, 55.66]);
  });

  it('sends a routeUpdate when the status changes', async () => {
    const trackingId = await liveOrder();
    const socket = await server.connect(trackingId);
    await socket.next('routeUpdate');
    await server.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 81 });
    const { message } = await socket.next('routeUpdate');
    expect(message).toMatchObject({ statusCode: 81, stopsBefore: 0 });
  });

  it('counts down the stops before yours as the driver delivers the ones before', async () => {
    const first = await server.test.createOrder({
      statusCode: 80,
      driverId: 'van-1',
      promisedTime: inMinutes(20),
    });
    const mine = await liveOrder();
    await server.ingest('PUT', '/ingest/drivers/van-1/route', {
      stops: [{ trackingId: first }, { trackingId: mine }],
    });
    const socket = await server.connect(mine);
    await socket.next('routeUpdate');
    await server.ingest('PATCH', `/ingest/orders/${first}`, { statusCode: 90 });
    const { message } = await socket.nextWhere('routeUpdate', (update) => update.stopsBefore === 0);
    expect(message.timeDiff).toEqual(expect.any(Number));
  });

  it('sends the final status and then closes with 1000', async () => {
    const trackingId = await liveOrder();
    const socket = await server.connect(trackingId);
    await socket.next('routeUpdate');
    await server.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 90 });
    expect((await socket.next('routeUpdate')).message).toMatchObject({ statusCode: 90 });
    expect((await socket.closed).code).toBe(1000);
  });
});

describe('who may open the live socket', () => {
  it.each([
    ['an unknown tracking id', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed tracking id', 'not-an-id'],
    ['no tracking id', ''],
  ])('%s gets unauthorized and a 4401 close', async (_name, trackingId) => {
    const socket = await server.connect(trackingId);
    await socket.next('unauthorized');
    expect((await socket.closed).code).toBe(4401);
  });

  it('an expired link gets unauthorized', async () => {
    await server.close();
    server = await startLiveServer({ LINK_TTL_DAYS: '0' });
    const trackingId = await server.test.createOrder({ statusCode: 90 });
    const socket = await server.connect(trackingId);
    await socket.next('unauthorized');
    expect((await socket.closed).code).toBe(4401);
  });

  it("a merchant's switched-off tracking gets unauthorized", async () => {
    const trackingId = await server.test.createOrder({
      statusCode: 80,
      account: { name: 'Quiet merchant', trackingEnabled: false },
    });
    const socket = await server.connect(trackingId);
    await socket.next('unauthorized');
  });

  it.each([
    [
      'the merchant switches tracking off',
      () => server.ingest('PUT', '/ingest/accounts/acme', { name: 'Acme Parcels', trackingEnabled: false }),
    ],
    [
      'the order is anonymised',
      (trackingId: string) => server.ingest('POST', `/ingest/orders/${trackingId}/anonymise`, {}),
    ],
  ])('an open socket gets unauthorized and a 4401 close when %s', async (_name, endAccess) => {
    const trackingId = await liveOrder();
    const socket = await server.connect(trackingId);
    await socket.next('routeUpdate');
    expect((await endAccess(trackingId)).status).toBe(200);
    await socket.next('unauthorized');
    expect((await socket.closed).code).toBe(4401);
  });

  it('a final order gets its status and a normal close', async () => {
    const socket = await server.connect(await server.test.createOrder({ statusCode: 91 }));
    expect((await socket.next('routeUpdate')).message).toMatchObject({ type: 'routeUpdate', statusCode: 91 });
    expect((await socket.closed).code).toBe(1000);
  });

  it('an order not yet out for delivery stays open without the driver, and goes live later', async () => {
    const trackingId = await server.test.createOrder({
      statusCode: 20,
      driverId: 'van-1',
      promisedTime: inMinutes(60),
    });
    const socket = await server.connect(trackingId);
    const { message } = await socket.next('routeUpdate');
    expect(message).toMatchObject({ statusCode: 20 });
    expect(message).toMatchObject({ driverLocation: null, stopsBefore: null });
    await server.ingest('PUT', '/ingest/drivers/van-1/route', { stops: [{ trackingId }] });
    await server.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 80 });
    expect((await socket.next('routeUpdate')).message).toMatchObject({ statusCode: 80 });
  });

  it('refuses a wrong user_type with 400 and a foreign Origin with 403', async () => {
    const trackingId = await liveOrder();
    expect(await server.refusal(`trackingId=${trackingId}&user_type=admin`)).toBe(400);
    expect(
      await server.refusal(`trackingId=${trackingId}&user_type=trackingV2`, { origin: 'https://evil.test' }),
    ).toBe(403);
  });

  it('refuses sockets past LIVE_MAX_SOCKETS with 503, and takes new ones as others close', async () => {
    await server.close();
    server = await startLiveServer({ LIVE_MAX_SOCKETS: '2' });
    // Two recipients (one order and address each: one may hold half of all sockets at most).
    const trackingId = await liveOrder();
    const first = await server.connect(trackingId);
    await server.connect(await liveOrder(), { localAddress: '127.0.0.8' });
    const third = `trackingId=${await liveOrder()}&user_type=trackingV2`;
    expect(await server.refusal(third, { localAddress: '127.0.0.7' })).toBe(503);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    first.ws.close();
    await first.closed;
    await expect.poll(async () => server.refusal(third, { localAddress: '127.0.0.7' })).toBe(101);
  });

  it('keeps room for others: one order and one address get 429 past their caps', async () => {
    await server.close();
    server = await startLiveServer({ LIVE_SOCKETS_PER_ORDER: '2', LIVE_SOCKETS_PER_ADDRESS: '3' });
    const [first, second, third] = [await liveOrder(), await liveOrder(), await liveOrder()];
    await server.connect(first);
    await server.connect(first);
    expect(await server.refusal(`trackingId=${first}&user_type=trackingV2`)).toBe(429);
    await server.connect(second);
    expect(await server.refusal(`trackingId=${third}&user_type=trackingV2`)).toBe(429);
    const other = await server.connect(third, { localAddress: '127.0.0.9' });
    expect(other.ws.readyState).toBe(other.ws.OPEN);
  });

  it('refuses a tracking id given twice, as HTTP does', async () => {
    const trackingId = await liveOrder();
    expect(await server.refusal(`trackingId=${trackingId}&trackingId=x&user_type=trackingV2`)).toBe(400);
  });

  it('lets in its own origin and listed origins', async () => {
    await server.close();
    server = await startLiveServer({ LIVE_ALLOWED_ORIGINS: 'https://shop.example.com' });
    const trackingId = await liveOrder();
    const own = await server.connect(trackingId, { origin: server.baseUrl });
    const listed = await server.connect(trackingId, { origin: 'https://shop.example.com' });
    await own.next('routeUpdate');
    await listed.next('routeUpdate');
  });
});
