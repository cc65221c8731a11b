import { afterEach, beforeEach, expect, it } from 'vitest';
import type { PastDelivery } from '@tracking/core';
import { accountStatsSchema, orderSchema } from '@tracking/core/schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { writePastDeliveries, type PastDeliveryInput } from '../../demo/delivery-history';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const NOW = new Date('2026-03-10T09:00:00.000Z');
const ADDRESS = {
  streetAddress: 'Vesterbrogade 1',
  postalCode: '1620',
  city: 'København',
  country_code: 'DK',
};

/** A delivery `daysAgo` at 12:00, estimated `leadMinutes` ahead for `errorMinutes` before it came (late > 0). */
function delivered(
  accountId: string,
  daysAgo: number,
  errorMinutes: number,
  leadMinutes = 120,
): PastDeliveryInput {
  const deliveredMs = Date.parse('2026-03-10T12:00:00.000Z') - daysAgo * DAY;
  const arrivalMs = deliveredMs - errorMinutes * MIN;
  return {
    accountId,
    deliveredAt: new Date(deliveredMs),
    estimates: [{ atMs: arrivalMs - leadMinutes * MIN, arrivalMs }],
    address: ADDRESS,
  };
}

/*
 * A known month: shop-a's 101 deliveries were off by -50..+50 minutes (one each) when estimated two hours ahead,
 * so the 0.8 window is the estimate -40..+40 min and holds 81 of 101 (80.2%); ten older deliveries, wildly late,
 * fall outside the 30 days. shop-b's 20 deliveries were all on time: too few for its own quantiles (it falls
 * back to the provider's 121, -38..+38 min) and for a record.
 */
describeEachEngine('the calibrated arrival window and its record', (engine) => {
  let test: TestApp;
  let now: Date;
  beforeEach(async () => {
    now = NOW;
    test = await startTestApp({}, { engine, now: () => now });
    await test.createOrder({ accountId: 'shop-a', account: { name: 'A' } });
    await test.createOrder({ accountId: 'shop-b', account: { name: 'B' } });
    await writePastDeliveries(test.app.store, [
      ...Array.from({ length: 101 }, (_, index) => delivered('shop-a', 1 + (index % 29), index - 50)),
      ...Array.from({ length: 10 }, () => delivered('shop-a', 31, 300, 400)),
      ...Array.from({ length: 20 }, (_, index) => delivered('shop-b', 1 + index, 0)),
    ]);
  });
  afterEach(() => test.close());

  const view = async (trackingId: string) => {
    const response = await test.app.inject(`/tracking/?trackingId=${trackingId}`);
    expect(response.statusCode).toBe(200);
    return orderSchema.parse(response.json().payload);
  };
  const stats = async (accountId: string) => {
    const response = await test.ingest('GET', `/ingest/accounts/${accountId}/stats`);
    expect(response.statusCode).toBe(200);
    return accountStatsSchema.parse(response.json().payload);
  };
  const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * MIN).toISOString();
  const liveOrder = (accountId: string, promisedInMinutes: number) =>
    test.createOrder({
      accountId,
      account: { name: accountId },
      statusCode: 80,
      promisedTime: inMinutes(promisedInMinutes),
    });

  it('draws the window per account with the provider to fall back on, and counts the windows kept', async () => {
    const a = await liveOrder('shop-a', 100);
    expect((await view(a)).etaWindow).toBeNull();
    expect(await test.app.jobs.etaWindow.runOnce()).toBe(true);

    expect(await view(a)).toMatchObject({
      etaWindow: { from: inMinutes(60), to: inMinutes(140), coverage: 0.8 },
      etaRecord: { kept: 0.802, deliveries: 101, days: 30 },
    });
    const b = await liveOrder('shop-b', 90);
    expect(await view(b)).toMatchObject({
      etaWindow: { from: inMinutes(52), to: inMinutes(128), coverage: 0.8 },
      etaRecord: null,
    });
    // Ten minutes ahead no band has deliveries: no window, the record stays.
    expect(await view(await liveOrder('shop-a', 10))).toMatchObject({
      etaWindow: null,
      etaRecord: { kept: 0.802 },
    });
    // Not out for delivery and two days away: not due today.
    const later = await test.createOrder({
      accountId: 'shop-a',
      account: { name: 'A' },
      promisedTime: inMinutes(2 * 24 * 60),
    });
    expect((await view(later)).etaWindow).toBeNull();

    expect((await stats('shop-a')).etaRecord).toEqual({ kept: 0.802, deliveries: 101, days: 30 });
    expect((await stats('shop-b')).etaRecord).toBeNull();
  });

  it('is drawn again a day later, not before, from the month before then', async () => {
    expect(await test.app.jobs.etaWindow.runOnce()).toBe(true);
    // A month of deliveries always an hour late, shop-b's own now (60 within the 30 days).
    await writePastDeliveries(
      test.app.store,
      Array.from({ length: 60 }, (_, index) => delivered('shop-b', index % 20, 60)),
    );
    now = new Date(NOW.getTime() + 12 * 60 * MIN);
    await test.app.jobs.etaWindow.runOnce();
    const b = await liveOrder('shop-b', 90);
    expect((await view(b)).etaWindow).toMatchObject({ from: inMinutes(52), to: inMinutes(128) });

    now = new Date(NOW.getTime() + DAY);
    await test.app.jobs.etaWindow.runOnce();
    const next = await liveOrder('shop-b', 90);
    // shop-b's own 80 now: 20 on time, 60 an hour late; its window holds them all.
    expect((await view(next)).etaWindow).toMatchObject({ from: inMinutes(90), to: inMinutes(150) });
    expect((await stats('shop-b')).etaRecord).toMatchObject({ kept: 1, deliveries: 80 });
  });

  it('tells the views only when a run draws other windows than the last', async () => {
    const calibrations: number[] = [];
    test.app.orderChanges.on('change', (change) => {
      if (change.kind === 'etaCalibration') calibrations.push(now.getTime());
    });
    const runADayLater = async () => {
      now = new Date(now.getTime() + DAY);
      expect(await test.app.jobs.etaWindow.runOnce()).toBe(true);
    };
    expect(await test.app.jobs.etaWindow.runOnce()).toBe(true);
    expect(calibrations).toEqual([NOW.getTime()]);

    // A day on, shop-b's oldest delivery (20 days ago) and all of shop-a's are still in the month: the same windows.
    await runADayLater();
    expect(calibrations).toHaveLength(1);

    await writePastDeliveries(
      test.app.store,
      Array.from({ length: 60 }, (_, index) => delivered('shop-b', index % 20, 60)),
    );
    await runADayLater();
    expect(calibrations).toEqual([NOW.getTime(), now.getTime()]);
  });

  it('reads the month in pages: every delivery once, with its estimates, however many a page holds', async () => {
    const since = new Date(NOW.getTime() - 30 * DAY).toISOString();
    const key = (delivery: PastDelivery) => JSON.stringify(delivery);
    const whole = (await test.app.store.listPastDeliveries(since)).map(key).sort();

    const paged = (await test.app.store.listPastDeliveries(since, 7)).map(key).sort();

    expect(whole).toHaveLength(121);
    expect(paged).toEqual(whole);
  });
});
