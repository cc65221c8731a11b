import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderSchema, trackingResponseSchema } from '@tracking/core/schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';

describeEachEngine('tracking', (engine) => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  let now = new Date('2026-03-10T12:00:00.000Z');
  let test: TestApp;

  beforeEach(async () => {
    now = new Date('2026-03-10T12:00:00.000Z');
    test = await startTestApp({ LINK_TTL_DAYS: '30' }, { now: () => now, engine });
  });
  afterEach(() => test.close());

  const track = (trackingId: string) =>
    test.app.inject(`/tracking/?trackingId=${encodeURIComponent(trackingId)}`);

  describe('GET /tracking/?trackingId=', () => {
    it('answers the order as {status: OK, payload} matching the shared order schema, never cached', async () => {
      const trackingId = await test.createOrder();
      const response = await track(trackingId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const body = trackingResponseSchema.parse(response.json());
      expect(orderSchema.parse(body.payload)).toMatchObject({
        trackingId,
        statusCode: 10,
        promisedTime: '2026-03-10T13:00:00.000Z',
        timeDiff: 0,
        driverLocation: null,
        hasConfirmedPreferences: false,
        deliveryRequirements: { idCheck: false, signature: true, deliveryInPerson: false },
        account: { name: 'Acme Parcels', hasCustomTrackingTheme: false, trackingTheme: null },
        events: [{ statusCode: 10, at: now.toISOString(), imageUrls: [] }],
      });
    });

    it('says until when the link surely opens the order: LINK_TTL_DAYS from now, then from when it became final', async () => {
      const trackingId = await test.createOrder();
      const validUntil = async () => (await track(trackingId)).headers['x-link-valid-until'];
      expect(await validUntil()).toBe(new Date(now.getTime() + 30 * DAY_MS).toISOString());
      const finalAt = now;
      await test.ingest('POST', `/ingest/orders/${trackingId}/events`, { statusCode: 91 });
      now = new Date(now.getTime() + 3 * DAY_MS);
      expect(await validUntil()).toBe(new Date(finalAt.getTime() + 30 * DAY_MS).toISOString());
    });

    it('also answers without the trailing slash', async () => {
      const trackingId = await test.createOrder();
      expect((await test.app.inject(`/tracking?trackingId=${trackingId}`)).statusCode).toBe(200);
    });

    it.each([
      ['missing', '/tracking/', 'Tracking id is required'],
      ['too short', '/tracking/?trackingId=abc', 'Must be a tracking id of 22 letters, digits, - or _'],
      [
        'a path trick',
        '/tracking/?trackingId=..%2F..%2F..%2Fetc%2Fpasswd%2Fxx',
        'Must be a tracking id of 22 letters, digits, - or _',
      ],
      [
        'sent twice',
        '/tracking/?trackingId=AAAAAAAAAAAAAAAAAAAAAA&trackingId=BBBBBBBBBBBBBBBBBBBBBB',
        'Must be one tracking id',
      ],
    ])('refuses a %s tracking id with 400 naming the field', async (_name, url, message) => {
      const response = await test.app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Invalid request',
        code: 'invalid_request',
        errors: [{ key: 'trackingId', message }],
      });
    });

    it('answers 404 Order not found for a well-formed unknown id', async () => {
      const response = await track('AAAAAAAAAAAAAAAAAAAAAA');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Order not found', code: 'order_not_found' });
    });

    it('answers 410 Order has expired LINK_TTL_DAYS after the order became final, and not a moment before', async () => {
      const trackingId = await test.createOrder();
      await test.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 90 });
      now = new Date(now.getTime() + 30 * DAY_MS - 1);
      expect((await track(trackingId)).statusCode).toBe(200);
      now = new Date(now.getTime() + 1);
      const response = await track(trackingId);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ message: 'Order has expired', code: 'order_expired' });
    });

    it('answers 403 Forbidden when the merchant switched tracking off', async () => {
      const trackingId = await test.createOrder();
      await test.ingest('PUT', '/ingest/accounts/acme', { name: 'Acme Parcels', trackingEnabled: false });
      const response = await track(trackingId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden', code: 'forbidden' });
    });

    it('answers 403 Forbidden for an anonymised order', async () => {
      const trackingId = await test.createOrder();
      expect((await test.ingest('POST', `/ingest/orders/${trackingId}/anonymise`)).statusCode).toBe(200);
      const response = await track(trackingId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden', code: 'forbidden' });
    });

    it('shows the driver and the stops before while out for delivery, and no driver once delivered', async () => {
      const first = await test.createOrder({ driverId: 'driver-7', statusCode: 80 });
      const trackingId = await test.createOrder({ driverId: 'driver-7', statusCode: 80 });
      await test.ingest('PUT', '/ingest/drivers/driver-7/route', {
        stops: [{ trackingId: first }, { trackingId }],
      });
      await test.ingest('POST', '/ingest/drivers/driver-7/positions', {
        positions: [
          { lat: 55.68, lng: 12.56, at: '2026-03-10T11:59:00Z', heading: 90 },
          { lat: 55.6812345, lng: 12.5654321, at: '2026-03-10T11:59:30Z', heading: 95.5, speed: 7 },
        ],
      });
      const live = (await track(trackingId)).json().payload;
      expect(live.driverLocation).toEqual({
        lat: 55.6812345,
        lng: 12.5654321,
        heading: 95.5,
        at: '2026-03-10T11:59:30.000Z',
      });
      expect(live.stopsBefore).toBe(1);

      await test.ingest('PATCH', `/ingest/orders/${first}`, { statusCode: 91 });
      expect((await track(trackingId)).json().payload.stopsBefore).toBe(0);

      await test.ingest('POST', `/ingest/orders/${trackingId}/events`, {
        statusCode: 90,
        imageUrls: ['/demo/proof-of-delivery.svg'],
      });
      const delivered = (await track(trackingId)).json().payload;
      expect(delivered.driverLocation).toBeNull();
      expect(delivered.stopsBefore).toBeNull();
      expect(delivered.events.at(-1)).toMatchObject({
        statusCode: 90,
        imageUrls: ['/demo/proof-of-delivery.svg'],
      });
    });

    it('counts only unfinished stops before, including stops already final when the route was sent', async () => {
      const delivered = await test.createOrder({ driverId: 'driver-8', statusCode: 91 });
      const pending = await test.createOrder({ driverId: 'driver-8', statusCode: 81 });
      const trackingId = await test.createOrder({ driverId: 'driver-8', statusCode: 81 });
      const stops = [delivered, pending, trackingId].map((id) => ({ trackingId: id }));
      await test.ingest('PUT', '/ingest/drivers/driver-8/route', { stops });
      expect((await track(trackingId)).json().payload.stopsBefore).toBe(1);
      await test.ingest('PATCH', `/ingest/orders/${delivered}`, { statusCode: 81 });
      expect((await track(trackingId)).json().payload.stopsBefore).toBe(2);
      await test.ingest('PUT', '/ingest/drivers/driver-8/route', { stops: stops.slice(0, 2) });
      expect((await track(trackingId)).json().payload.stopsBefore).toBeNull();
    });

    it('lists events by time even when one arrives late, and the newest decides the status', async () => {
      const trackingId = await test.createOrder({ statusCode: 0 });
      await test.ingest('POST', `/ingest/orders/${trackingId}/events`, {
        statusCode: 30,
        at: '2026-03-10T11:00:00Z',
      });
      now = new Date('2026-03-10T12:30:00.000Z');
      await test.ingest('POST', `/ingest/orders/${trackingId}/events`, {
        statusCode: 20,
        at: '2026-03-10T12:10:00Z',
      });
      const order = (await track(trackingId)).json().payload;
      expect(order.events.map((event: { statusCode: number }) => event.statusCode)).toEqual([30, 0, 20]);
      expect(order.statusCode).toBe(20);
    });

    it('carries timeDiff as the provider or the live engine set it', async () => {
      const trackingId = await test.createOrder();
      await test.ingest('PATCH', `/ingest/orders/${trackingId}`, { timeDiff: 420_000 });
      expect((await track(trackingId)).json().payload.timeDiff).toBe(420_000);
    });
  });
});
