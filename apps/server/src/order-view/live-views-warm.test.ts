import { afterEach, beforeEach, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { describeEachEngine } from '../testing/test-engines';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describeEachEngine('the live orders’ views before their sockets', (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
  });
  afterEach(() => test.close());

  /** Orders on van-1's route: out for delivery (live) or not yet. */
  async function routed(statusCodes: number[]): Promise<string[]> {
    const ids: string[] = [];
    for (const statusCode of statusCodes)
      ids.push(await test.createOrder({ statusCode, driverId: 'van-1', promisedTime: inMinutes(30) }));
    const route = await test.ingest('PUT', '/ingest/drivers/van-1/route', {
      stops: ids.map((trackingId) => ({ trackingId })),
    });
    expect(route.statusCode).toBeLessThan(300);
    return ids;
  }

  it('reads the views of the live orders at start, and only theirs', async () => {
    const [live, , otherLive] = await routed([80, 10, 80]);
    await test.restart();
    expect(test.app.domain.views.cacheSize().entries).toBe(0);
    await test.app.ready();
    expect(test.app.domain.views.cacheSize().entries).toBe(2);
    // Warmed, not opened: a recipient's first open still takes the whole way, where it is reported.
    const kept = [live, otherLive].map((id) => test.app.domain.views.keptAnswer(id ?? ''));
    expect(kept.every((answer) => answer === undefined)).toBe(true);
  });

  it('gives the sockets of an order one snapshot while its view is unchanged', async () => {
    const [live = ''] = await routed([80]);
    const first = await test.app.domain.views.snapshot(live);
    expect(first.message).toMatchObject({ type: 'routeUpdate' });
    expect((await test.app.domain.views.snapshot(live)).message).toBe(first.message);
  });
});
