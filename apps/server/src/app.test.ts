import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app';
import { describeEachEngine } from './testing/test-engines';

describeEachEngine('the service', (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
  });
  afterEach(() => test.close());

  describe('the service', () => {
    it('keeps every acknowledged write across a restart on the same database file', async () => {
      const trackingId = await test.createOrder({ externalId: 'keep-me', driverId: 'van-1', statusCode: 81 });
      await test.ingest('POST', '/ingest/drivers/van-1/positions', {
        positions: [{ lat: 55.67, lng: 12.55, at: new Date().toISOString() }],
      });
      await test.ingest('PUT', '/ingest/drivers/van-1/route', { stops: [{ trackingId }] });
      const before = (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json();

      await test.restart();
      const after = await test.app.inject(`/tracking/?trackingId=${trackingId}`);
      // The live estimate (timeDiff and its history) is recomputed from each position and saved in the background.
      const withoutEstimate = (body: { payload: object }) => ({
        ...body,
        payload: { ...body.payload, timeDiff: 0, etaHistory: [] },
      });
      expect(withoutEstimate(after.json())).toEqual(withoutEstimate(before));
      expect(before.payload.driverLocation).not.toBeNull();
      const again = await test.ingest('POST', '/ingest/orders', { ...before.payload, externalId: 'keep-me' });
      expect(again.statusCode).toBe(400);
    });

    it('answers /readyz while the database answers', async () => {
      const response = await test.app.inject('/readyz');
      // Only the status on the public port: which dependencies it checks is for the metrics listener's /readyz.
      expect([response.statusCode, response.json()]).toEqual([200, { status: 'OK', payload: {} }]);
    });

    it('publishes an OpenAPI document of both APIs at /docs', async () => {
      const document = (await test.app.inject('/docs/json')).json();
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/tracking',
          '/tracking/preferences',
          '/tracking/feedback',
          '/ingest/orders',
          '/ingest/orders/{trackingId}',
          '/ingest/orders/{trackingId}/events',
          '/ingest/drivers/{driverId}/positions',
          '/ingest/drivers/{driverId}/route',
        ]),
      );
      const create = document.paths['/ingest/orders'].post;
      expect(create.security).toEqual([{ ingestKey: [] }]);
      expect(create.requestBody.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/CreateOrderBody',
      });
      expect(document.components.schemas.CreateOrderBody.required).toContain('deliveryAddress');
      expect((await test.app.inject('/docs')).statusCode).toBeLessThan(400);
    });

    it('answers unknown API routes with a JSON 404 in the error shape', async () => {
      const response = await test.app.inject({ method: 'DELETE', url: '/tracking/' });
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { message: 'Not found', code: 'not_found' },
      ]);
    });

    it('answers addresses the router cannot take in the error shape', async () => {
      const badEncoding = await test.app.inject('/locale/%E0%A4%A.json');
      expect([badEncoding.statusCode, badEncoding.json()]).toEqual([
        400,
        { message: 'The address is not valid', code: 'invalid_request' },
      ]);
      const longId = await test.ingest('PATCH', `/ingest/orders/${'a'.repeat(200)}`, { statusCode: 20 });
      expect([longId.statusCode, longId.json()]).toEqual([
        414,
        { message: 'The address is too long', code: 'uri_too_long' },
      ]);
    });

    it('hides internal failures behind a 500 without details', async () => {
      await test.app.store.close();
      const response = await test.app.inject('/tracking/?trackingId=AAAAAAAAAAAAAAAAAAAAAA');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side', code: 'internal' });
      expect((await test.app.inject('/readyz')).statusCode).toBe(503);
      await test.restart();
    });
  });
});
