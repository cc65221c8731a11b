import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderSchema } from '@tracking/core/schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';

let test: TestApp;
beforeEach(async () => {
  test = await startTestApp();
});
afterEach(() => test.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const at = (lat: number) => ({ positions: [{ lat, lng: 12.5572, at: new Date().toISOString() }] });
const read = async (trackingId: string) =>
  orderSchema.parse((await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload);

/** An order out for delivery on van-1's route, the van far to the south of the address. */
async function liveOrder(): Promise<string> {
  const trackingId = await test.createOrder({
    statusCode: 80,
    driverId: 'van-1',
    promisedTime: inMinutes(30),
  });
  await test.ingest('PUT', '/ingest/drivers/van-1/route', { stops: [{ trackingId }] });
  return trackingId;
}

describe('the estimate history served with the order', () => {
  it('lists what the ETA engine estimated as the van moved, oldest first, saying what moved it', async () => {
    const trackingId = await liveOrder();
    await test.ingest('POST', '/ingest/drivers/van-1/positions', at(55.5));
    await expect.poll(async () => (await read(trackingId)).etaHistory.length).toBeGreaterThan(0);
    await test.ingest('POST', '/ingest/drivers/van-1/positions', at(55.6));
    await expect.poll(async () => (await read(trackingId)).etaHistory.length).toBeGreaterThan(1);

    const history = (await read(trackingId)).etaHistory;
    expect(history.map((point) => point.at)).toEqual(history.map((point) => point.at).sort());
    expect(history.at(-1)).toMatchObject({ cause: 'position', stopsBefore: 0 });
    // The van came about 11 km closer: the last estimate is earlier than the one before it.
    const [before, last] = history.slice(-2).map((point) => Date.parse(point.arrivalAt));
    expect(last).toBeLessThan(before ?? 0);
  });

  it('keeps the history once the order is delivered, so the page can still show how the day went', async () => {
    const trackingId = await liveOrder();
    await test.ingest('POST', '/ingest/drivers/van-1/positions', at(55.5));
    await expect.poll(async () => (await read(trackingId)).etaHistory.length).toBeGreaterThan(0);
    await test.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 90 });
    expect((await read(trackingId)).etaHistory.length).toBeGreaterThan(0);
  });

  it('is empty before the driver is on the way', async () => {
    const trackingId = await test.createOrder({ statusCode: 20 });
    expect((await read(trackingId)).etaHistory).toEqual([]);
  });
});
