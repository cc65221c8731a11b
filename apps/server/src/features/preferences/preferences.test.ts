import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCodeForStatus } from '@tracking/core';
import { orderSchema } from '@tracking/core/schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';

describeEachEngine('preferences', (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
  });
  afterEach(() => test.close());

  const save = (trackingId: string, payload: unknown) =>
    test.app.inject({
      method: 'POST',
      url: `/tracking/preferences?trackingId=${trackingId}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  describe('POST /tracking/preferences', () => {
    it('confirms the choice, answers the order with it, and keeps it for the next load', async () => {
      const trackingId = await test.createOrder();
      const choice = {
        deliveryPreference: 20,
        deliverInPerson: true,
        instructions: 'Ring twice, the bell is quiet',
      };
      const response = await save(trackingId, choice);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const order = orderSchema.parse(response.json().payload);
      expect(order).toMatchObject({ hasConfirmedPreferences: true, deliveryPreferences: choice });

      await test.restart();
      const reloaded = (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload;
      expect(reloaded).toMatchObject({ hasConfirmedPreferences: true, deliveryPreferences: choice });
    });

    const noRequirements = { idCheck: false, signature: false, deliveryInPerson: false };

    it('fills left-out optional fields with their defaults', async () => {
      const trackingId = await test.createOrder({ deliveryRequirements: noRequirements });
      const order = (await save(trackingId, { deliveryPreference: 10 })).json().payload;
      expect(order.deliveryPreferences).toEqual({
        deliveryPreference: 10,
        deliverInPerson: false,
        instructions: '',
      });
    });

    it('stores an in-person hand-over as required when a merchant requirement forces it', async () => {
      const trackingId = await test.createOrder(); // the test order needs a signature
      const order = (await save(trackingId, { deliveryPreference: 30, deliverInPerson: false })).json();
      expect(order.payload.deliveryPreferences.deliverInPerson).toBe(true);
    });

    it('refuses an in-person hand-over the merchant rules out, naming the field, and saves nothing', async () => {
      const account = { name: 'Outside Only', alwaysDeliverOutside: true };
      const trackingId = await test.createOrder({ deliveryRequirements: noRequirements, account });
      const response = await save(trackingId, { deliveryPreference: 30, deliverInPerson: true });
      expect([response.statusCode, response.json()]).toEqual([
        400,
        {
          message: 'Invalid request',
          code: 'invalid_request',
          errors: [{ key: 'deliverInPerson', message: 'This merchant always delivers outside' }],
        },
      ]);
      const reloaded = (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload;
      expect(reloaded.hasConfirmedPreferences).toBe(false);
      const allowed = await save(trackingId, { deliveryPreference: 30 });
      expect(allowed.json().payload.deliveryPreferences.deliverInPerson).toBe(false);
    });

    it('refuses a bad body with one error per bad field and changes nothing', async () => {
      const trackingId = await test.createOrder();
      const response = await save(trackingId, {
        deliveryPreference: 25,
        deliverInPerson: 'yes',
        instructions: 'x'.repeat(501),
        colour: 'red',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe('Invalid request');
      expect(body.errors.map((error: { key: string }) => error.key).sort()).toEqual([
        'colour',
        'deliverInPerson',
        'deliveryPreference',
        'instructions',
      ]);
      expect(body.errors).toContainEqual({ key: 'colour', message: 'Unknown field' });
      const order = (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload;
      expect(order.hasConfirmedPreferences).toBe(false);
    });

    it.each([80, 81, 82, 90, 92, 140])('answers 409 once the order is at status %i', async (statusCode) => {
      const trackingId = await test.createOrder({ statusCode });
      const response = await save(trackingId, { deliveryPreference: 30 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Preferences can no longer be changed', code: 'conflict' });
    });

    it('answers 404, 403 and 400 like the tracking call', async () => {
      expect((await save('AAAAAAAAAAAAAAAAAAAAAA', { deliveryPreference: 10 })).statusCode).toBe(404);
      expect((await save('nope', { deliveryPreference: 10 })).json().errors[0].key).toBe('trackingId');
      const trackingId = await test.createOrder();
      await test.ingest('POST', `/ingest/orders/${trackingId}/anonymise`);
      expect((await save(trackingId, { deliveryPreference: 10 })).json()).toEqual({
        message: 'Forbidden',
        code: 'forbidden',
      });
    });

    it('answers in the error shape for malformed JSON, a wrong content type, no body and a huge body', async () => {
      const trackingId = await test.createOrder();
      const url = `/tracking/preferences?trackingId=${trackingId}`;
      const json = { 'content-type': 'application/json' };
      const cases = [
        [{ headers: json, payload: '{"deliveryPreference": 1' }, 400, 'Request body is not valid JSON'],
        [
          { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
          415,
          'Content type must be application/json',
        ],
        [{ headers: json }, 400, 'Request body is empty'],
        [
          { headers: json, payload: JSON.stringify({ instructions: 'x'.repeat(20_000) }) },
          413,
          'Request body is too large',
        ],
        [{ headers: json, payload: '{"__proto__": {"admin": true}}' }, 400, 'Request body is not valid JSON'],
      ] as const;
      for (const [request, status, message] of cases) {
        const response = await test.app.inject({ method: 'POST', url, ...request });
        expect([response.statusCode, response.json()]).toEqual([
          status,
          { message, code: errorCodeForStatus(status) },
        ]);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
    });
  });
});
