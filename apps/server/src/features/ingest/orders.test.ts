import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderChange } from '../../order-view/order-changes';
import {
  INGEST_KEY,
  orderBody,
  startTestApp,
  TEST_THEME as theme,
  type TestApp,
} from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';

describeEachEngine('order ingest', (engine) => {
  let test: TestApp;
  let changes: OrderChange[];
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
    changes = [];
    // What the live producer acts on; the views' own notices (details, accountDetails) are tested with the cache.
    test.app.orderChanges.on('change', (change) => {
      if (change.kind !== 'details' && change.kind !== 'accountDetails') changes.push(change);
    });
  });
  afterEach(() => test.close());

  describe('ingest authentication', () => {
    it.each([
      ['no key', {}],
      ['a wrong key', { authorization: 'Bearer wrong-key-wrong-key-wrong' }],
      ['the key without Bearer', { authorization: INGEST_KEY }],
    ])('refuses %s with 401 before reading the body', async (_name, headers) => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/ingest/orders',
        headers,
        payload: orderBody(),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it('refuses every call when INGEST_API_KEY is not set', async () => {
      const noKey = await startTestApp({ INGEST_API_KEY: '' }, { engine });
      const response = await noKey.ingest('POST', '/ingest/orders', orderBody());
      expect(response.statusCode).toBe(401);
      await noKey.close();
    });
  });

  describe('POST /ingest/orders', () => {
    it('creates an order with a 22-character URL-safe tracking id, answered with 201', async () => {
      const response = await test.ingest(
        'POST',
        '/ingest/orders',
        orderBody({ externalId: 'shop-1', driverId: 'd-1' }),
      );
      expect(response.statusCode).toBe(201);
      const { status, payload } = response.json();
      expect(status).toBe('OK');
      expect(payload.trackingId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(payload).toMatchObject({
        externalId: 'shop-1',
        accountId: 'acme',
        driverId: 'd-1',
        linkExpiresAt: null,
      });
    });

    it('is idempotent by externalId: the same body (keys in any order) brings the same order back', async () => {
      const first = await test.ingest('POST', '/ingest/orders', orderBody({ externalId: 'shop-2' }));
      const reordered = Object.fromEntries(Object.entries(orderBody({ externalId: 'shop-2' })).reverse());
      const again = await test.ingest('POST', '/ingest/orders', reordered);
      expect(again.statusCode).toBe(200);
      expect(again.json().payload.trackingId).toBe(first.json().payload.trackingId);
      expect(await test.app.store.countOrders()).toBe(1);
    });

    it('answers 409 naming externalId when another body comes with a taken externalId', async () => {
      await test.createOrder({ externalId: 'shop-3' });
      const other = await test.ingest(
        'POST',
        '/ingest/orders',
        orderBody({ externalId: 'shop-3', statusCode: 90 }),
      );
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 'conflict', errors: [{ key: 'externalId' }] });
      expect(await test.app.store.countOrders()).toBe(1);
    });

    it('creates orders for one new merchant at once, all of them, with the account stored once', async () => {
      await test.close();
      // As many transactions at once as requests, each bringing the same account.
      test = await startTestApp({ DATABASE_POOL_SIZE: '32' }, { engine });
      const created = await Promise.all(
        Array.from({ length: 32 }, () =>
          test.ingest('POST', '/ingest/orders', orderBody({ accountId: 'busy' })),
        ),
      );
      expect(created.map((response) => response.statusCode)).toEqual(Array(32).fill(201));
      const [first] = created;
      const { trackingId } = first?.json<{ payload: { trackingId: string } }>().payload ?? { trackingId: '' };
      expect((await test.app.store.findOrderWithAccount(trackingId))?.account).toMatchObject({
        id: 'busy',
        name: 'Acme Parcels',
      });
    });

    it('stores a merchant theme and logo; hasCustomTrackingTheme follows the theme', async () => {
      const account = {
        name: 'Nordlys',
        logo: '/logos/nordlys.svg',
        isTech: true,
        alwaysDeliverOutside: true,
        trackingTheme: theme,
        liveMapMaxStopsBefore: 7,
      };
      const trackingId = await test.createOrder({ account });
      const order = (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload;
      expect(order.account).toEqual({ ...account, hasCustomTrackingTheme: true });
    });

    it.each([
      [
        'a theme colour that would break out of CSS',
        {
          account: {
            name: 'X',
            trackingTheme: { ...theme, primaryBackgroundColor: 'red;}body{background:url(//x)}' },
          },
        },
        'account.trackingTheme.primaryBackgroundColor',
      ],
      ['a javascript: logo', { account: { name: 'X', logo: 'javascript:alert(1)' } }, 'account.logo'],
      ['a protocol-relative logo', { account: { name: 'X', logo: '//evil.example/x.svg' } }, 'account.logo'],
      ['a plain http logo', { account: { name: 'X', logo: 'http://cdn.example.com/x.svg' } }, 'account.logo'],
      ['an unknown top-level field', { secretNote: 'x' }, 'secretNote'],
      [
        'an unknown address field',
        { deliveryAddress: { ...(orderBody().deliveryAddress as object), floor: 3 } },
        'deliveryAddress.floor',
      ],
      ['an unknown status code', { statusCode: 55 }, 'statusCode'],
      ['a time without offset', { promisedTime: '2026-03-10 14:00' }, 'promisedTime'],
      ['an unknown service type', { serviceType: 'teleport' }, 'serviceType'],
      [
        'a latitude out of range',
        { deliveryAddress: { ...(orderBody().deliveryAddress as object), lat: 91 } },
        'deliveryAddress.lat',
      ],
      ['a driver id with a slash', { driverId: '../x' }, 'driverId'],
    ])('refuses %s with 400 naming the field, storing nothing', async (_name, overrides, key) => {
      const response = await test.ingest('POST', '/ingest/orders', orderBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { key: string }) => error.key)).toContain(key);
      expect(await test.app.store.countOrders()).toBe(0);
    });

    it('names every missing required field at once', async () => {
      const response = await test.ingest('POST', '/ingest/orders', {});
      expect(response.json().errors.map((error: { key: string }) => error.key)).toEqual([
        'accountId',
        'deliveryAddress',
      ]);
    });
  });

  describe('PATCH /ingest/orders/{trackingId}', () => {
    it('changes fields; a new status appends a timeline event and is announced', async () => {
      const trackingId = await test.createOrder();
      const response = await test.ingest('PATCH', `/ingest/orders/${trackingId}`, {
        statusCode: 80,
        driverId: 'd-9',
        promisedTime: '2026-03-10T15:00:00Z',
        deliveryRequirements: { idCheck: true },
      });
      expect(response.statusCode).toBe(200);
      const order = response.json().payload;
      expect(order).toMatchObject({
        statusCode: 80,
        driverId: 'd-9',
        promisedTime: '2026-03-10T15:00:00.000Z',
        deliveryRequirements: { idCheck: true, signature: false, deliveryInPerson: false },
      });
      expect(order.events.map((event: { statusCode: number }) => event.statusCode)).toEqual([10, 80]);
      expect(changes).toEqual([{ kind: 'order', trackingId }]);
    });

    it('adds no event when the status stays the same, and refuses an empty patch', async () => {
      const trackingId = await test.createOrder();
      const same = await test.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 10 });
      expect(same.json().payload.events).toHaveLength(1);
      const empty = await test.ingest('PATCH', `/ingest/orders/${trackingId}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([{ key: 'body', message: 'Send at least one field to change' }]);
    });

    it('applies racing patches one after another: one timeline event for one change of status', async () => {
      const trackingId = await test.createOrder();
      const patches = await Promise.all(
        Array.from({ length: 6 }, () =>
          test.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 20 }),
        ),
      );
      expect(patches.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
      const order = (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload;
      expect(order.events.map((event: { statusCode: number }) => event.statusCode)).toEqual([10, 20]);
    });

    it('answers 404 for an unknown order and 400 for a malformed id', async () => {
      expect(
        (await test.ingest('PATCH', '/ingest/orders/AAAAAAAAAAAAAAAAAAAAAA', { statusCode: 20 })).statusCode,
      ).toBe(404);
      const malformed = await test.ingest('PATCH', '/ingest/orders/x', { statusCode: 20 });
      expect(malformed.json().errors[0].key).toBe('trackingId');
    });

    it('sets linkExpiresAt once the order is final', async () => {
      const trackingId = await test.createOrder();
      const order = (await test.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 93 })).json()
        .payload;
      expect(Date.parse(order.linkExpiresAt) - Date.parse(order.events[1].at)).toBe(30 * 24 * 3600 * 1000);
    });
  });

  describe('POST /ingest/orders/{trackingId}/events', () => {
    it('adds an event with proof-of-delivery photos and refuses unsafe photo URLs', async () => {
      const trackingId = await test.createOrder({ statusCode: 82 });
      const url = `/ingest/orders/${trackingId}/events`;
      const bad = await test.ingest('POST', url, {
        statusCode: 90,
        imageUrls: ['data:image/svg+xml,<svg onload=alert(1)>'],
      });
      expect(bad.json().errors[0].key).toBe('imageUrls.0');
      const response = await test.ingest('POST', url, {
        statusCode: 90,
        imageUrls: ['https://pod.example.com/1.jpg'],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().payload.events.at(-1)).toMatchObject({
        statusCode: 90,
        imageUrls: ['https://pod.example.com/1.jpg'],
      });
    });
  });

  describe('POST /ingest/orders/{trackingId}/anonymise', () => {
    it('wipes the address, preferences, feedback and photos, keeps the row, and takes no more writes', async () => {
      const trackingId = await test.createOrder({ statusCode: 10 });
      await test.app.inject({
        method: 'POST',
        url: `/tracking/preferences?trackingId=${trackingId}`,
        payload: { deliveryPreference: 20, instructions: 'Code 1234' },
      });
      await test.ingest('POST', `/ingest/orders/${trackingId}/events`, {
        statusCode: 90,
        imageUrls: ['https://pod.example.com/door.jpg'],
      });
      await test.app.inject({
        method: 'POST',
        url: `/tracking/feedback?trackingId=${trackingId}`,
        payload: { rating: 5, comment: 'Thanks, Anna' },
      });

      const response = await test.ingest('POST', `/ingest/orders/${trackingId}/anonymise`);
      expect(response.statusCode).toBe(200);
      const stored = await test.app.store.findOrder(trackingId);
      expect(stored?.deliveryAddress).toEqual({
        streetAddress: '',
        postalCode: '',
        city: '',
        country_code: 'DK',
      });
      expect(stored?.deliveryPreferences).toBeNull();
      expect(await test.app.store.listFeedback(trackingId)).toEqual([]);
      expect((await test.app.store.listEvents(trackingId)).flatMap((event) => event.imageUrls)).toEqual([]);
      const patch = await test.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 91 });
      expect([patch.statusCode, patch.json()]).toEqual([
        409,
        { message: 'Order has been anonymised', code: 'conflict' },
      ]);
    });
  });
});
