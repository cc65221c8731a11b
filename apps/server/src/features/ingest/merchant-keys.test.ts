import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderBody, startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';

describeEachEngine('keys scoped to a merchant', (engine) => {
  let test: TestApp;
  let now: Date;
  beforeEach(async () => {
    now = new Date('2026-03-10T09:00:00Z');
    test = await startTestApp({}, { engine, now: () => now });
  });
  afterEach(() => test.close());

  const withKey = (key: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    test.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });

  async function merchantKey(accountId: string): Promise<string> {
    const made = await test.ingest('POST', `/ingest/accounts/${accountId}/keys`, { name: 'shop backend' });
    expect(made.statusCode).toBe(201);
    return made.json().payload.key;
  }

  describe('a merchant key', () => {
    let a: { key: string; order: string };
    let b: { order: string };
    beforeEach(async () => {
      const order = await test.createOrder({ accountId: 'shop-a', externalId: 'same' });
      b = {
        order: await test.createOrder({ accountId: 'shop-b', externalId: 'same', account: { name: 'B' } }),
      };
      a = { key: await merchantKey('shop-a'), order };
    });

    it("reads and writes its own account's orders and feed", async () => {
      expect((await withKey(a.key, 'GET', `/ingest/orders/${a.order}`)).statusCode).toBe(200);
      const patched = await withKey(a.key, 'PATCH', `/ingest/orders/${a.order}`, { statusCode: 20 });
      expect(patched.statusCode).toBe(200);
      const created = await withKey(a.key, 'POST', '/ingest/orders', orderBody({ accountId: 'shop-a' }));
      expect(created.statusCode).toBe(201);
      const feed = (await withKey(a.key, 'GET', '/ingest/orders')).json().payload;
      expect(feed.orders.every((order: { accountId: string }) => order.accountId === 'shop-a')).toBe(true);
      expect(feed.orders).toHaveLength(2);
      const found = (await withKey(a.key, 'GET', '/ingest/orders?externalId=same')).json().payload;
      expect(found.orders.map((order: { trackingId: string }) => order.trackingId)).toEqual([a.order]);
    });

    it.each([
      ['read', 'GET', (o: string) => `/ingest/orders/${o}`, undefined],
      ['change', 'PATCH', (o: string) => `/ingest/orders/${o}`, { statusCode: 20 }],
      ['add an event to', 'POST', (o: string) => `/ingest/orders/${o}/events`, { statusCode: 20 }],
      ['anonymise', 'POST', (o: string) => `/ingest/orders/${o}/anonymise`, undefined],
    ] as const)("cannot %s another merchant's order (403)", async (_what, method, url, payload) => {
      const response = await withKey(a.key, method, url(b.order), payload);
      expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
    });

    it("cannot read another merchant's feed or create its orders (403)", async () => {
      for (const response of [
        await withKey(a.key, 'GET', '/ingest/orders?accountId=shop-b'),
        await withKey(a.key, 'GET', '/ingest/orders?accountId=shop-b&externalId=same'),
        await withKey(a.key, 'POST', '/ingest/orders', orderBody({ accountId: 'shop-b' })),
      ]) {
        expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
      }
    });

    it("is refused the provider's calls: accounts, keys, drivers, the outbox (403)", async () => {
      for (const [method, url, payload] of [
        ['GET', '/ingest/accounts', undefined],
        ['GET', '/ingest/accounts/shop-a', undefined],
        ['PUT', '/ingest/accounts/shop-a', { name: 'Mine now' }],
        ['POST', '/ingest/accounts/shop-a/keys', { name: 'another' }],
        ['POST', '/ingest/drivers/d-1/positions', { positions: [{ lat: 1, lng: 1, at: now.toISOString() }] }],
        ['GET', '/ingest/webhooks/events', undefined],
      ] as const) {
        const response = await withKey(a.key, method, url, payload);
        expect([url, response.statusCode]).toEqual([url, 403]);
      }
    });
  });

  describe('/ingest/accounts/{accountId}/keys', () => {
    it('shows a key once, lists it by name with its creation and last use, and revokes it at once', async () => {
      await test.createOrder({ accountId: 'shop-a' });
      const made = (await test.ingest('POST', '/ingest/accounts/shop-a/keys', { name: 'ERP' })).json()
        .payload;
      expect(made).toEqual({
        id: expect.stringMatching(/^key_/),
        name: 'ERP',
        key: expect.stringMatching(/^mtk_[A-Za-z0-9_-]{43}$/),
        createdAt: now.toISOString(),
        lastUsedAt: null,
      });
      now = new Date('2026-03-10T10:00:00Z');
      expect((await withKey(made.key, 'GET', '/ingest/orders')).statusCode).toBe(200);
      const listed = (await test.ingest('GET', '/ingest/accounts/shop-a/keys')).json().payload;
      expect(listed).toEqual({
        keys: [{ id: made.id, name: 'ERP', createdAt: made.createdAt, lastUsedAt: now.toISOString() }],
      });
      expect(JSON.stringify(listed)).not.toContain(made.key);
      const revoked = await test.ingest('DELETE', `/ingest/accounts/shop-a/keys/${made.id}`);
      expect(revoked.statusCode).toBe(204);
      expect((await withKey(made.key, 'GET', '/ingest/orders')).statusCode).toBe(401);
      expect((await test.ingest('DELETE', `/ingest/accounts/shop-a/keys/${made.id}`)).statusCode).toBe(404);
    });

    it('keeps only a hash of the key', async () => {
      await test.createOrder({ accountId: 'shop-a' });
      const key = await merchantKey('shop-a');
      const rows = await test.app.store.listMerchantKeys('shop-a');
      expect(JSON.stringify(rows)).not.toContain(key);
    });

    it('answers 404 for an unknown account', async () => {
      const response = await test.ingest('POST', '/ingest/accounts/nobody/keys', { name: 'x' });
      expect([response.statusCode, response.json().code]).toEqual([404, 'account_not_found']);
    });
  });
});
