import { afterEach, beforeEach, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { EstimateWriter } from './estimate-writer';

const estimate = (trackingId: string, timeDiffMs: number) => ({
  trackingId,
  at: new Date().toISOString(),
  cause: 'position' as const,
  arrivalAt: new Date().toISOString(),
  timeDiffMs,
  stopsBefore: 0,
  distanceMeters: 1200,
  speedKmh: 24.5,
  driverLat: 55.6,
  driverLng: 12.5,
});

describeEachEngine('EstimateWriter', (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
  });
  afterEach(() => test.close());

  it('writes a batch once per interval, the newest timeDiff of each order winning', async () => {
    const ids = [await test.createOrder(), await test.createOrder()];
    const writer = new EstimateWriter(test.app.store, 60_000, (error) => {
      throw error;
    });
    writer.add([{ trackingId: ids[0] ?? '', timeDiffMs: 1000 }], [estimate(ids[0] ?? '', 1000)]);
    writer.add(
      ids.map((trackingId, i) => ({ trackingId, timeDiffMs: 5000 + i })),
      [],
    );
    expect((await test.app.store.findOrder(ids[0] ?? ''))?.timeDiffMs).toBe(0);
    await writer.flush();
    expect((await test.app.store.findOrder(ids[0] ?? ''))?.timeDiffMs).toBe(5000);
    expect((await test.app.store.findOrder(ids[1] ?? ''))?.timeDiffMs).toBe(5001);
    expect(await test.app.store.listEstimates(ids[0] ?? '', 10)).toEqual(
      [estimate(ids[0] ?? '', 1000)].map((e) => ({
        ...e,
        at: expect.any(String),
        arrivalAt: expect.any(String),
      })),
    );
  });

  it('writes more orders than one statement takes', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 310; i++) ids.push(await test.createOrder());
    const timeDiffs = ids.map((trackingId, i) => ({ trackingId, timeDiffMs: i }));
    await test.app.store.transaction((tx) => tx.saveEstimates(timeDiffs, []));
    expect((await test.app.store.findOrder(ids[0] ?? ''))?.timeDiffMs).toBe(0);
    expect((await test.app.store.findOrder(ids[309] ?? ''))?.timeDiffMs).toBe(309);
    // 310 durable order creations: slow on a loaded machine, and the point is the batching, not the speed.
  }, 90_000);
});
