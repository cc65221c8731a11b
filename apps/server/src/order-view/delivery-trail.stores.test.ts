import { afterEach, beforeEach, expect, it } from 'vitest';
import { orderSchema } from '@tracking/core/schemas';
import { startTestApp, type TestApp } from '../testing/test-app';
import { describeEachEngine } from '../testing/test-engines';

const DOOR = { lat: 55.6761, lng: 12.5683 };
/** A position `metres` north of the door at `time` (UTC) on the test's day. */
const north = (metres: number, time: string) => ({
  lat: DOOR.lat + metres / 111_195,
  lng: DOOR.lng,
  at: `2026-03-10T${time}:00.000Z`,
});

describeEachEngine("the delivery record's trail", (engine) => {
  let test: TestApp;
  let now: Date;
  beforeEach(async () => {
    // The orders are made before the delivery: its event is then the newest, and the order takes its status.
    now = new Date('2026-03-10T11:30:00.000Z');
    test = await startTestApp({}, { engine, now: () => now });
  });
  afterEach(() => test.close());

  const track = async (id: string) =>
    orderSchema.parse((await test.app.inject(`/tracking/?trackingId=${id}`)).json().payload);

  it("keeps the driver's last stretch within 300 m of where the parcel was left, for the owner only", async () => {
    const trackingId = await test.createOrder({ driverId: 'van-t', statusCode: 80 });
    const positions = [north(1000, '11:40'), north(450, '11:50'), north(200, '11:55'), north(40, '11:58')];
    expect((await test.ingest('POST', '/ingest/drivers/van-t/positions', { positions })).statusCode).toBe(
      202,
    );
    // Positions after the delivery are the driver's next stop, not this one.
    await test.ingest('POST', '/ingest/drivers/van-t/positions', { positions: [north(20, '12:02')] });
    now = new Date('2026-03-10T12:05:00.000Z');
    const delivered = { statusCode: 90, at: '2026-03-10T12:00:00.000Z', location: DOOR };
    expect((await test.ingest('POST', `/ingest/orders/${trackingId}/events`, delivered)).statusCode).toBe(
      201,
    );

    const trail = (await track(trackingId)).deliveryProof?.trail ?? [];
    expect(trail.map((point) => [Math.round((point.lat - DOOR.lat) * 111_195), point.at])).toEqual([
      [200, '2026-03-10T11:55:00.000Z'],
      [40, '2026-03-10T11:58:00.000Z'],
    ]);

    const share = await test.app.inject({ method: 'POST', url: `/tracking/share?trackingId=${trackingId}` });
    expect((await track(share.json().payload.shareId)).deliveryProof).toBeNull();

    await test.ingest('POST', `/ingest/orders/${trackingId}/anonymise`);
    expect(await test.app.store.findDeliveryTrail(trackingId)).toEqual([]);
  });

  it('keeps none without a place to measure from', async () => {
    const trackingId = await test.createOrder({ driverId: 'van-u', statusCode: 80 });
    await test.ingest('POST', '/ingest/drivers/van-u/positions', { positions: [north(40, '11:58')] });
    now = new Date('2026-03-10T12:05:00.000Z');
    await test.ingest('POST', `/ingest/orders/${trackingId}/events`, {
      statusCode: 90,
      at: '2026-03-10T12:00:00.000Z',
    });
    expect((await track(trackingId)).deliveryProof?.trail).toEqual([]);
  });
});
