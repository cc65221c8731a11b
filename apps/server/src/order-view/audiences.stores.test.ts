import type { Order } from '@tracking/core';
import { VESTERBROGADE } from '@tracking/core/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { describeEachEngine } from '../testing/test-engines';

const DRIVER = 'van-share';
const PICKUP = {
  ...VESTERBROGADE,
  streetAddress: 'Istedgade 70',
  postalCode: '1650',
  lat: 55.6695,
  lng: 12.5545,
};
const DOOR = { lat: 55.6727, lng: 12.5572 };
const near = (meters: number) => ({ lat: DOOR.lat + meters * 0.000009, lng: DOOR.lng });

describeEachEngine('what a share holder sees of the recipient’s door', (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
  });
  afterEach(() => test.close());

  const read = async (id: string) =>
    (await test.app.inject(`/tracking/?trackingId=${id}`)).json<{ payload: Order }>().payload;
  const shareOf = async (trackingId: string) =>
    (await test.app.inject({ method: 'POST', url: `/tracking/share?trackingId=${trackingId}` })).json<{
      payload: { shareId: string };
    }>().payload.shareId;

  it.each(['pickup', 'delivery_pickup'] as const)(
    'a %s order’s share view names the pickup town, not its street or postal code',
    async (serviceType) => {
      const trackingId = await test.createOrder({ serviceType, pickupAddress: PICKUP });
      const shared = await read(await shareOf(trackingId));
      expect(shared.pickupAddress).toEqual({ city: PICKUP.city, country_code: 'DK' });
      const text = JSON.stringify(shared);
      for (const secret of ['Istedgade', '1650', 'Vesterbrogade', '1620']) expect(text).not.toContain(secret);
    },
  );

  it('never shows the driver within 50 m of the recipient’s door; the recipient sees it', async () => {
    const trackingId = await test.createOrder({ statusCode: 80, driverId: DRIVER });
    await test.ingest('PUT', `/ingest/drivers/${DRIVER}/route`, { stops: [{ trackingId }] });
    const shareId = await shareOf(trackingId);
    const post = async (meters: number) => {
      await test.ingest('POST', `/ingest/drivers/${DRIVER}/positions`, {
        positions: [{ ...near(meters), at: new Date().toISOString() }],
      });
      await test.app.domain.live.idle();
    };
    await post(200);
    expect((await read(shareId)).driverLocation).toMatchObject(near(200));
    await post(10);
    expect((await read(trackingId)).driverLocation).toMatchObject(near(10));
    expect((await read(shareId)).driverLocation).toBeNull();
  });

  it('a door without coordinates: no driver while the recipient is the next stop', async () => {
    const { lat: _lat, lng: _lng, ...unplaced } = VESTERBROGADE;
    const trackingId = await test.createOrder({
      statusCode: 80,
      driverId: DRIVER,
      deliveryAddress: unplaced,
    });
    await test.ingest('PUT', `/ingest/drivers/${DRIVER}/route`, { stops: [{ trackingId }] });
    await test.ingest('POST', `/ingest/drivers/${DRIVER}/positions`, {
      positions: [{ ...near(900), at: new Date().toISOString() }],
    });
    await test.app.domain.live.idle();
    expect((await read(trackingId)).driverLocation).toMatchObject(near(900));
    expect((await read(await shareOf(trackingId))).driverLocation).toBeNull();
  });

  it('“at the door” reads alike everywhere after the merchant switches to always outside', async () => {
    const account = { name: 'Acme Parcels', alwaysDeliverOutside: false };
    const trackingId = await test.createOrder({
      account,
      deliveryRequirements: { idCheck: false, signature: false, deliveryInPerson: false },
    });
    const saved = await test.app.inject({
      method: 'POST',
      url: `/tracking/preferences?trackingId=${trackingId}`,
      payload: { deliveryPreference: 30, deliverInPerson: true },
    });
    expect(saved.statusCode).toBe(200);
    const shareId = await shareOf(trackingId);
    expect((await read(trackingId)).atTheDoor).toBe('inPerson');
    expect((await read(shareId)).atTheDoor).toBe('inPerson');
    await test.ingest('PUT', '/ingest/accounts/acme', { ...account, alwaysDeliverOutside: true });
    const own = await read(trackingId);
    expect(own.deliveryPreferences?.deliverInPerson).toBe(true);
    expect(own.atTheDoor).toBe('outsideDoor');
    expect((await read(shareId)).atTheDoor).toBe('outsideDoor');
  });
});
