import { haversineMeters, type DriverLocation, type Order } from '@tracking/core';
import { VESTERBROGADE } from '@tracking/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../testing/live-test-support';

const DRIVER = 'van-neighbours';
/** The neighbour's door, and the watcher's some 600 m north. */
const NEIGHBOUR = { ...VESTERBROGADE, lat: 55.6727, lng: 12.5572 };
const WATCHER = { ...NEIGHBOUR, streetAddress: 'Other street 1', lat: NEIGHBOUR.lat + 0.0055 };
const near = (meters: number) => ({ lat: NEIGHBOUR.lat + meters * 0.000009, lng: NEIGHBOUR.lng });

describe('a driver at a neighbour’s door, seen by another order’s watchers', () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startLiveServer();
  });
  afterAll(() => server.close());

  const post = (point: { lat: number; lng: number }) =>
    server.ingest('POST', `/ingest/drivers/${DRIVER}/positions`, {
      positions: [{ ...point, at: new Date().toISOString() }],
    });

  it('never gets a position within 50 m of that door, by socket or by HTTP; the neighbour sees it', async () => {
    const neighbour = await server.test.createOrder({
      statusCode: 80,
      driverId: DRIVER,
      deliveryAddress: NEIGHBOUR,
    });
    const watched = await server.test.createOrder({
      statusCode: 80,
      driverId: DRIVER,
      deliveryAddress: WATCHER,
    });
    await server.ingest('PUT', `/ingest/drivers/${DRIVER}/route`, {
      stops: [{ trackingId: neighbour }, { trackingId: watched }],
    });
    await post(near(200));
    await server.test.app.domain.live.idle();
    const watcher = await server.connect(watched);
    const own = await server.connect(neighbour);
    const toWatcher: (DriverLocation | null | undefined)[] = [];
    watcher.ws.on('message', (data: Buffer) => {
      toWatcher.push(
        (JSON.parse(data.toString()) as { driverLocation?: DriverLocation | null }).driverLocation,
      );
    });
    await watcher.next('routeUpdate');
    await own.next('routeUpdate');

    for (const meters of [120, 60, 30, 5, 1]) await post(near(meters));
    await server.ingest('PATCH', `/ingest/orders/${neighbour}`, { statusCode: 90 });
    await post(near(20));
    await server.test.app.domain.live.idle();
    const answer = await server.test.app.inject(`/tracking/?trackingId=${watched}`);
    const shownByHttp = answer.json<{ payload: Order }>().payload.driverLocation;
    await post(near(70));
    await server.test.app.domain.live.idle();
    await own.nextWhere(
      'locationUpdate',
      (message) => haversineMeters(message.driverLocation as DriverLocation, NEIGHBOUR) < 2,
    );
    await watcher.nextWhere('locationUpdate', (message) => {
      const location = message.driverLocation as DriverLocation | undefined;
      return location !== undefined && haversineMeters(location, NEIGHBOUR) > 65;
    });

    const seen = [shownByHttp, ...toWatcher];
    expect(toWatcher.length).toBeGreaterThan(5);
    const closest = Math.min(
      ...seen.flatMap((location) => (location ? [haversineMeters(location, NEIGHBOUR)] : [])),
    );
    expect(closest).toBeGreaterThan(50);
    // Held back where the driver was before it came near: 60 m out.
    expect(shownByHttp && Math.round(haversineMeters(shownByHttp, NEIGHBOUR))).toBe(60);
  });
});
