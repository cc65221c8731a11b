import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderBody, startTestApp, TEST_THEME as theme, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
const themed = {
  name: 'Themed',
  logo: 'https://cdn.example.com/themed.svg',
  trackingTheme: theme,
  liveMapMaxStopsBefore: 5,
};

describeEachEngine('merchant accounts', (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
  });
  afterEach(() => test.close());

  const account = async (id: string) => (await test.ingest('GET', `/ingest/accounts/${id}`)).json().payload;

  describe('an order create', () => {
    it("never resets the account's logo, theme, live-map limit or tracking switch", async () => {
      await test.ingest('PUT', '/ingest/accounts/themed', { ...themed, trackingEnabled: false });
      const before = await account('themed');
      const created = await test.ingest(
        'POST',
        '/ingest/orders',
        orderBody({ accountId: 'themed', account: { name: 'Themed' } }),
      );
      expect(created.statusCode).toBe(201);
      expect(await account('themed')).toEqual(before);
      const link = await test.app.inject(`/tracking/?trackingId=${created.json().payload.trackingId}`);
      expect(link.statusCode).toBe(403);
    });

    it('changes only the fields its account block carries, never trackingEnabled', async () => {
      await test.ingest('PUT', '/ingest/accounts/themed', { ...themed, trackingEnabled: false });
      await test.createOrder({ accountId: 'themed', account: { name: 'Renamed', trackingEnabled: true } });
      expect(await account('themed')).toMatchObject({
        ...themed,
        name: 'Renamed',
        trackingEnabled: false,
      });
    });

    it('needs no account block for a known account, and a name to create a new one', async () => {
      await test.ingest('PUT', '/ingest/accounts/known', { name: 'Known' });
      const { account: _omitted, ...withoutAccount } = orderBody({ accountId: 'known' });
      expect((await test.ingest('POST', '/ingest/orders', withoutAccount)).statusCode).toBe(201);
      const unknown = await test.ingest('POST', '/ingest/orders', { ...withoutAccount, accountId: 'new' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ key: 'account.name', message: expect.any(String) }]);
    });
  });

  describe('/ingest/accounts', () => {
    it('reads an account back, 404 for an unknown one', async () => {
      await test.ingest('PUT', '/ingest/accounts/themed', themed);
      expect(await account('themed')).toEqual({
        id: 'themed',
        ...themed,
        isTech: false,
        alwaysDeliverOutside: false,
        trackingEnabled: true,
        updatedAt: expect.any(String),
      });
      const missing = await test.ingest('GET', '/ingest/accounts/nobody');
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'account_not_found']);
    });

    it('PUT replaces the settings, PATCH changes the fields sent', async () => {
      await test.ingest('PUT', '/ingest/accounts/themed', themed);
      const patched = await test.ingest('PATCH', '/ingest/accounts/themed', { isTech: true });
      expect(patched.json().payload).toMatchObject({ ...themed, isTech: true });
      await test.ingest('PUT', '/ingest/accounts/themed', { name: 'Plain' });
      expect(await account('themed')).toMatchObject({
        name: 'Plain',
        logo: null,
        trackingTheme: null,
        liveMapMaxStopsBefore: null,
        isTech: false,
      });
      expect((await test.ingest('PATCH', '/ingest/accounts/nobody', { isTech: true })).statusCode).toBe(404);
      expect((await test.ingest('PATCH', '/ingest/accounts/themed', {})).statusCode).toBe(400);
    });

    it('lists every account a page at a time', async () => {
      for (const id of ['c', 'a', 'b']) await test.ingest('PUT', `/ingest/accounts/${id}`, { name: id });
      const first = (await test.ingest('GET', '/ingest/accounts?limit=2')).json().payload;
      expect(first.accounts.map((a: { id: string }) => a.id)).toEqual(['a', 'b']);
      const next = (await test.ingest('GET', `/ingest/accounts?limit=2&cursor=${first.nextCursor}`)).json();
      expect(next.payload).toMatchObject({ accounts: [{ id: 'c' }], nextCursor: null });
    });

    it('announces a switch-off to open pages, and new details to the views', async () => {
      const trackingId = await test.createOrder({ accountId: 'themed', account: themed });
      const kinds: string[] = [];
      test.app.orderChanges.on('change', (change) => {
        if (change.kind.startsWith('account')) kinds.push(change.kind);
      });
      await test.ingest('PATCH', '/ingest/accounts/themed', { name: 'New name' });
      const name = async () =>
        (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload.account.name;
      await expect.poll(name).toBe('New name');
      await test.ingest('PATCH', '/ingest/accounts/themed', { trackingEnabled: false });
      expect(kinds).toEqual(['accountDetails', 'account']);
      await expect
        .poll(async () => (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).statusCode)
        .toBe(403);
    });
  });

  describe('externalId belongs to its account', () => {
    it('gives two merchants with the same externalId two orders, each found through its account', async () => {
      const a = await test.createOrder({ externalId: 'o-1', accountId: 'shop-a' });
      const b = await test.ingest(
        'POST',
        '/ingest/orders',
        orderBody({ externalId: 'o-1', accountId: 'shop-b', account: { name: 'B' } }),
      );
      expect(b.statusCode).toBe(201);
      expect(b.json().payload).toMatchObject({ accountId: 'shop-b', externalId: 'o-1' });
      expect(b.json().payload.trackingId).not.toBe(a);
      const ofB = (await test.ingest('GET', '/ingest/orders?accountId=shop-b&externalId=o-1')).json();
      expect(ofB.payload.orders.map((o: { trackingId: string }) => o.trackingId)).toEqual([
        b.json().payload.trackingId,
      ]);
      const ofAll = (await test.ingest('GET', '/ingest/orders?externalId=o-1')).json();
      expect(ofAll.payload.orders).toHaveLength(2);
    });

    it('reads one account’s change feed', async () => {
      await test.createOrder({ accountId: 'shop-a' });
      const b = await test.createOrder({ accountId: 'shop-b', account: { name: 'B' } });
      const feed = (await test.ingest('GET', '/ingest/orders?accountId=shop-b')).json();
      expect(feed.payload.orders.map((o: { trackingId: string }) => o.trackingId)).toEqual([b]);
    });

    it('answers 400 naming both parameters that cannot go together', async () => {
      const response = await test.ingest(
        'GET',
        '/ingest/orders?externalId=o-1&updatedSince=2026-01-01T00:00:00Z',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { key: string }) => error.key)).toEqual([
        'externalId',
        'updatedSince',
      ]);
    });

    it('marks anonymised orders in the feed with anonymisedAt', async () => {
      const kept = await test.createOrder({ externalId: 'kept' });
      const wiped = await test.createOrder({ externalId: 'wiped' });
      await test.ingest('POST', `/ingest/orders/${wiped}/anonymise`);
      const { orders } = (await test.ingest('GET', '/ingest/orders')).json().payload;
      const marks = Object.fromEntries(
        orders.map((o: { trackingId: string; anonymisedAt: string | null }) => [
          o.trackingId,
          o.anonymisedAt,
        ]),
      );
      expect(marks).toEqual({ [kept]: null, [wiped]: expect.any(String) });
    });
  });
});
