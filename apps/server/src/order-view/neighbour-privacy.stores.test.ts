import { haversineMeters, type Order } from '@tracking/core';
import { VESTERBROGADE } from '@tracking/core/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { describeEachEngine } from '../testing/test-engines';

const DRIVER = 'van-unplaced';
/** The watcher's door, some 600 m north of the neighbour's. */
const NEIGHBOUR = { ...VESTERBROGADE, lat: 55.6727, lng: 12.5572 };
const WATCHER = { ...NEIGHBOUR, streetAddress: 'Other street 1', lat: NEIGHBOUR.lat + 0.0055 };
const { lat: _lat, lng: _lng, ...UNPLACED } = NEIGHBOUR;
const near = (meters: number) => ({ lat: NEIGHBOUR.lat + meters * 0.000009, lng: NEIGHBOUR.lng });

describeEachEngine('the driver at a neighbour’s door the route cannot place', (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
  });
  afterEach(() => test.close());

  const post = async (point: { lat: number; lng: number }) => {
    await test.ingest('POST', `/ingest/drivers/${DRIVER}/positions`, {
      positions: [{ ...point, at: new Date().toISOString() }],
    });
    await test.app.domain.live.idle();
  };
  const shown = async (trackingId: string) =>
    (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json<{ payload: Order }>().payload
      .driverLocation;
  const order = (deliveryAddress: object) =>
    test.createOrder({ statusCode: 80, driverId: DRIVER, deliveryAddress });
  const route = (...stops: string[]) =>
    test.ingest('PUT', `/ingest/drivers/${DRIVER}/route`, {
      stops: stops.map((trackingId) => ({ trackingId })),
    });

  it('an order assigned to the driver but off the route: nothing within 50 m of its door, until it is done', async () => {
    const neighbour = await order(NEIGHBOUR);
    const watched = await order(WATCHER);
    await route(watched);
    await post(near(120));
    await post(near(5));
    const held = await shown(watched);
    expect(held && Math.round(haversineMeters(held, NEIGHBOUR))).toBe(120);
    await test.ingest('PATCH', `/ingest/orders/${neighbour}`, { statusCode: 90 });
    await post(near(4));
    const after = await shown(watched);
    expect(after && Math.round(haversineMeters(after, NEIGHBOUR))).toBe(4);
  });

  it('the next stop without coordinates: no position at all, until it is done', async () => {
    const neighbour = await order(UNPLACED);
    const watched = await order(WATCHER);
    await route(neighbour, watched);
    await post(near(300));
    expect(await shown(watched)).toBeNull();
    expect(await shown(neighbour)).toMatchObject(near(300));
    await test.ingest('PATCH', `/ingest/orders/${neighbour}`, { statusCode: 90 });
    await post(near(250));
    expect(await shown(watched)).toMatchObject(near(250));
  });
});
