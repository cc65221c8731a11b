import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRetentionJob } from './retention-job';
import type { EstimateRecord } from '../../order-view/store/order-view-store';
import { describeEachEngine } from '../../testing/test-engines';
import { orderBody, startTestApp, type TestApp } from '../../testing/test-app';
import { retentionCutoff } from './retention-service';
import { DELETE_BATCH } from '../../store/batched-delete';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2026-01-05T23:59:30.000Z');

describe('retentionCutoff', () => {
  it.each([
    [START, 90, '2025-10-07T23:59:30.000Z'],
    [START, 1, '2026-01-04T23:59:30.000Z'],
  ])('%s minus %i days is %s', (now, days, cutoff) => {
    expect(retentionCutoff(now, days)).toBe(cutoff);
  });
});

describeEachEngine('the retention job', (engine) => {
  let test: TestApp;
  let clock: Date;
  const at = (days: number) => new Date(START.getTime() + days * DAY_MS);
  const estimate = (trackingId: string, when: Date): EstimateRecord => ({
    trackingId,
    at: when.toISOString(),
    cause: 'position',
    arrivalAt: when.toISOString(),
    timeDiffMs: 0,
    stopsBefore: 1,
    distanceMeters: 900,
    speedKmh: 20,
    driverLat: 55.66,
    driverLng: 12.55,
  });
  const position = (when: Date) => ({
    positions: [{ lat: 55.66, lng: 12.55, heading: 0, at: when.toISOString() }],
  });
  const order = async (trackingId: string) => {
    const found = await test.app.store.findOrder(trackingId);
    return { anonymisedAt: found?.anonymisedAt, street: found?.deliveryAddress.streetAddress };
  };

  beforeEach(async () => {
    clock = START;
    test = await startTestApp({ RETENTION_DAYS: '90' }, { engine, now: () => clock });
  });
  afterEach(() => test.close());

  it('anonymises an order final for longer than RETENTION_DAYS, leaves a younger one, and drops old history', async () => {
    const old = await test.createOrder();
    await test.ingest('PATCH', `/ingest/orders/${old}`, { statusCode: 90 });
    await test.ingest('POST', '/ingest/drivers/van-r/positions', position(clock));
    clock = at(5);
    const young = await test.createOrder();
    await test.ingest('PATCH', `/ingest/orders/${young}`, { statusCode: 90 });
    const open = await test.createOrder();
    await test.app.store.saveEstimates([], [estimate(young, at(0)), estimate(young, at(2))]);
    clock = at(91);
    await test.app.store.saveEstimates([], [estimate(young, clock)]);
    await test.ingest('POST', '/ingest/drivers/van-r/positions', position(clock));

    expect(await test.app.jobs.retention.runOnce()).toBe(true);

    expect(await order(old)).toEqual({ anonymisedAt: at(91).toISOString(), street: '' });
    const { streetAddress } = orderBody().deliveryAddress as { streetAddress: string };
    for (const kept of [young, open])
      expect(await order(kept)).toEqual({ anonymisedAt: null, street: streetAddress });
    expect((await test.app.inject(`/tracking/?trackingId=${old}`)).statusCode).toBe(403);
    const positions = await test.app.store.recentPositions('van-r', 10);
    expect(positions.map((kept) => kept.at)).toEqual([at(91).toISOString()]);
    const history = await test.app.store.listEstimates(young, 10);
    expect(history.map((kept) => kept.at)).toEqual([at(91).toISOString(), at(2).toISOString()]);
  });

  it('deletes more history than one statement takes, and only what is past its time', async () => {
    const trackingId = await test.createOrder();
    const past = Array.from({ length: DELETE_BATCH * 2 + 1 }, (_, index) =>
      estimate(trackingId, new Date(at(0).getTime() + index * 1000)),
    );
    await test.app.store.saveEstimates([], [...past, estimate(trackingId, at(2))]);

    const deleted = await test.app.store.deleteHistoryBefore(at(1).toISOString());

    expect(deleted).toEqual({ positions: 0, estimates: past.length });
    const left = await test.app.store.listEstimates(trackingId, 10);
    expect(left.map((kept) => kept.at)).toEqual([at(2).toISOString()]);
  });

  it('takes the doorstep photo and pin, and where the parcel was left, with the order', async () => {
    const trackingId = await test.createOrder();
    await test.app.store.saveDoorstep(trackingId, {
      photo: Buffer.from('webp bytes'),
      photoVersion: 'v1',
      lat: 55.66,
      lng: 12.55,
      updatedAt: clock.toISOString(),
    });
    const left = { lat: 55.6601, lng: 12.55 };
    await test.ingest('POST', `/ingest/orders/${trackingId}/events`, { statusCode: 90, location: left });
    expect((await test.app.store.listEvents(trackingId)).at(-1)?.location).toEqual(left);
    clock = at(91);

    expect(await test.app.jobs.retention.runOnce()).toBe(true);

    expect(await test.app.store.findDoorstep(trackingId)).toBeUndefined();
    expect(await test.app.store.findDoorstepPhoto(trackingId)).toBeUndefined();
    const events = await test.app.store.listEvents(trackingId);
    expect(events.map((event) => event.location)).toEqual(events.map(() => null));
  });

  it('runs on one instance at a time: another instance skips its turn while the lease runs', async () => {
    const other = createRetentionJob(
      {
        store: test.app.store,
        anonymiser: test.app.domain.anonymiser,
        steps: [],
        settings: {
          retentionDays: 90,
          webhookEventRetentionDays: 7,
          linkTtlDays: 30,
          statsRetentionDays: 400,
        },
        now: () => clock,
      },
      { info: () => {}, error: () => {} },
    );
    expect(await test.app.jobs.retention.runOnce()).toBe(true);
    expect(await other.runOnce()).toBe(false);
    clock = new Date(clock.getTime() + 49 * 60_000);
    expect(await other.runOnce()).toBe(false);
    // The holder renews its own lease on its next turn; a lease left to expire goes to whoever comes next.
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect(await other.runOnce()).toBe(true);
    expect(await test.app.jobs.retention.runOnce()).toBe(false);
  });
});
