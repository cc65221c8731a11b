import { afterEach, beforeEach, expect, it } from 'vitest';
import type { IngestOrderView } from '@tracking/core';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';

const ORDERS = 1000;
const PAGE = 97;

interface Page {
  orders: IngestOrderView[];
  nextCursor: string | null;
}

describeEachEngine('finding orders and the change feed', (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({ DATABASE_POOL_SIZE: '8' }, { engine });
  });
  afterEach(() => test.close());

  const page = async (query: string): Promise<Page> => {
    const response = await test.ingest('GET', `/ingest/orders?${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { payload: Page }).payload;
  };

  it('finds an order by externalId, and none for an unknown one', async () => {
    const trackingId = await test.createOrder({ externalId: 'shop-41' });
    const found = await page('externalId=shop-41');
    expect(found.orders.map((order) => [order.trackingId, order.externalId])).toEqual([
      [trackingId, 'shop-41'],
    ]);
    expect(await page('externalId=nobody')).toEqual({ orders: [], nextCursor: null });
  });

  it('refuses a bad limit, time or cursor naming the field', async () => {
    for (const [query, key] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['updatedSince=yesterday', 'updatedSince'],
      ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
      // Well formed, as the service's own once were, but not given by it: a forged position.
      [`cursor=${Buffer.from(JSON.stringify([1, 'x'])).toString('base64url')}`, 'cursor'],
    ]) {
      const response = await test.ingest('GET', `/ingest/orders?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { key: string }) => error.key)).toEqual([key]);
    }
  });

  it('pages through 1,000 orders while they change, missing none and repeating none', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const ids: string[] = [];
    for (let start = 0; start < ORDERS; start += 50) {
      const batch = Array.from({ length: Math.min(50, ORDERS - start) }, (_, i) =>
        test.createOrder({ externalId: `feed-${start + i}` }),
      );
      ids.push(...(await Promise.all(batch)));
    }
    const finalPromised = new Map<string, string>();
    let updating = true;
    const updates = (async () => {
      // Batches of distinct orders one after another, so each order's last value is known.
      for (let round = 0; updating; round++) {
        const batch = Array.from({ length: 8 }, (_, i) => ids[(round * 37 + i * 131) % ORDERS] ?? '');
        const promisedTime = new Date(Date.UTC(2026, 5, 1) + round * 60_000).toISOString();
        await Promise.all(
          batch.map((trackingId) => test.ingest('PATCH', `/ingest/orders/${trackingId}`, { promisedTime })),
        );
        for (const trackingId of batch) finalPromised.set(trackingId, promisedTime);
      }
    })();

    const seen: [string, string | null][] = [];
    let cursor: string | null = null;
    const read = async () => {
      const query = `updatedSince=${since}&limit=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`;
      const { orders, nextCursor } = await page(query);
      seen.push(...orders.map((order): [string, string | null] => [order.trackingId, order.promisedTime]));
      cursor = nextCursor;
      return orders.length;
    };
    while ((await read()) === PAGE || seen.length < ORDERS);
    updating = false;
    await updates;
    while ((await read()) > 0);

    expect(finalPromised.size).toBeGreaterThan(0);
    expect(new Set(seen.map(([id]) => id))).toEqual(new Set(ids));
    // An order appears again only with a newer state; its last appearance is its final state.
    expect(new Set(seen.map(([id, promised]) => `${id} ${promised}`)).size).toBe(seen.length);
    const last = new Map(seen);
    for (const [trackingId, promisedTime] of finalPromised) {
      expect(last.get(trackingId)).toBe(promisedTime);
    }
  }, 120_000);
});
