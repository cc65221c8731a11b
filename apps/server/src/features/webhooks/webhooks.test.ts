import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webhookEventSchema } from '@tracking/core/schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { multipartForm } from '../../testing/multipart-form';
import { smallPhoto } from '../../testing/test-photos';
import {
  signatureHeaders,
  RECIPIENT_EVENTS,
  TEST_WEBHOOK_SECRET,
  WebhookReceiver,
} from '../../testing/webhook-receiver';

describeEachEngine('webhooks', (engine) => {
  let receiver: WebhookReceiver;
  let test: TestApp;
  /** The service's clock runs from the real one, shifted by this much (a day, to reach the give-up time). */
  let shiftMs: number;

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
    shiftMs = 0;
    test = await startTestApp(
      {
        WEBHOOK_URL: receiver.url,
        WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        WEBHOOK_EVENTS: RECIPIENT_EVENTS,
        WEBHOOK_RETRY_BASE_MS: '20',
        WEBHOOK_COALESCE_MS: '0',
      },
      { engine, now: () => new Date(Date.now() + shiftMs) },
    );
  });
  afterEach(async () => {
    await test.close();
    await receiver.stop();
  });

  const savePreferences = (trackingId: string, extra: object = {}) =>
    test.app.inject({
      method: 'POST',
      url: `/tracking/preferences?trackingId=${trackingId}`,
      payload: { deliveryPreference: 30, instructions: 'Code 1234', ...extra },
    });
  const listEvents = async (query = '') =>
    (await test.ingest('GET', `/ingest/webhooks/events${query}`)).json().payload.events;

  it('sends preferences.updated signed per Standard Webhooks, verifiable with the secret', async () => {
    const trackingId = await test.createOrder({
      externalId: 'shop-77',
      availableDeliveryDates: ['2026-03-11', '2026-03-12'],
    });
    expect((await savePreferences(trackingId, { deliveryDate: '2026-03-12' })).statusCode).toBe(200);
    const [call] = await receiver.waitFor(1);
    if (!call) throw new Error('no call');
    const verified = new Webhook(TEST_WEBHOOK_SECRET).verify(call.body, signatureHeaders(call));
    expect(webhookEventSchema.parse(verified)).toEqual({
      type: 'preferences.updated',
      timestamp: expect.any(String),
      data: {
        trackingId,
        externalId: 'shop-77',
        deliveryPreferences: { deliveryPreference: 30, deliverInPerson: true, instructions: 'Code 1234' },
        // The test account requires a signature: that decides what happens at the door.
        atTheDoor: 'signature',
        deliveryDate: '2026-03-12',
        doorstep: null,
      },
    });
    expect(call.headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        call.body,
        signatureHeaders(call),
      ),
    ).toThrow();
    await expect
      .poll(() => listEvents('?status=delivered'))
      .toMatchObject([
        { id: call.headers['webhook-id'], status: 'delivered', attempts: [{ statusCode: 200, error: null }] },
      ]);
  });

  it('sends preferences.updated with the doorstep card (the photo through the ingest API), then without', async () => {
    const trackingId = await test.createOrder();
    const form = await multipartForm({
      photo: { bytes: await smallPhoto(), name: 'door.jpg', type: 'image/jpeg' },
      lat: '52.370216',
      lng: '4.895168',
    });
    const url = `/tracking/doorstep?trackingId=${trackingId}`;
    expect((await test.app.inject({ method: 'PUT', url, ...form })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'DELETE', url })).statusCode).toBe(200);
    const calls = await receiver.waitFor(2);
    const doorsteps = calls.map((call) => webhookEventSchema.parse(JSON.parse(call.body)).data);
    expect(doorsteps.map((data) => 'doorstep' in data && data.doorstep)).toEqual([
      {
        photoUrl: expect.stringMatching(new RegExp(`^/ingest/orders/${trackingId}/doorstep/photo\\?v=`)),
        lat: 52.370216,
        lng: 4.895168,
      },
      null,
    ]);
  });

  it('retries a receiver answering 500 with the same webhook-id until it takes the event', async () => {
    receiver.answers.push(500, 500);
    await savePreferences(await test.createOrder());
    await receiver.waitFor(3);
    const [id] = receiver.ids;
    expect(receiver.ids).toEqual([id, id, id]);
    await expect
      .poll(() => listEvents())
      .toMatchObject([
        {
          id,
          status: 'delivered',
          nextAttemptAt: null,
          attempts: [{ statusCode: 500 }, { statusCode: 500 }, { statusCode: 200 }],
        },
      ]);
    expect(receiver.received.map((call) => call.body)).toEqual(Array(3).fill(receiver.received[0]?.body));
  });

  it('reports feedback and anonymising, each as its own event type', async () => {
    const trackingId = await test.createOrder({ statusCode: 90, externalId: 'shop-9' });
    await test.app.inject({
      method: 'POST',
      url: `/tracking/feedback?trackingId=${trackingId}`,
      payload: { rating: 4, comment: 'Quick' },
    });
    // Sent before anonymising: an event still waiting then goes out reduced to ids.
    await receiver.waitFor(1);
    await test.ingest('POST', `/ingest/orders/${trackingId}/anonymise`);
    const calls = await receiver.waitFor(2);
    const bodies = calls.map((call) => JSON.parse(call.body) as { type: string; data: object });
    expect(bodies.map((body) => body.type).sort()).toEqual(['feedback.received', 'order.anonymised']);
    expect(bodies.find((body) => body.type === 'feedback.received')?.data).toEqual({
      trackingId,
      externalId: 'shop-9',
      rating: 4,
      comment: 'Quick',
    });
  });

  it('marks an event failed after 24 hours of refusals, and sends it again on request', async () => {
    receiver.fallback = 500;
    await savePreferences(await test.createOrder());
    await receiver.waitFor(1);
    shiftMs = 25 * 60 * 60 * 1000;
    await expect.poll(() => listEvents('?status=failed'), { timeout: 5000 }).toHaveLength(1);
    const [failed] = await listEvents('?status=failed');
    const tries = receiver.received.length;

    receiver.fallback = 200;
    const retry = await test.ingest('POST', `/ingest/webhooks/events/${failed.id}/retry`);
    expect(retry.statusCode).toBe(202);
    await receiver.waitFor(tries + 1);
    expect(receiver.ids.at(-1)).toBe(failed.id);
    await expect.poll(() => listEvents('?status=delivered')).toHaveLength(1);
    expect((await test.ingest('POST', '/ingest/webhooks/events/msg_unknown/retry')).statusCode).toBe(404);
  });
});

describe('webhooks switched off', () => {
  it('records no events without WEBHOOK_URL', async () => {
    const test = await startTestApp();
    const trackingId = await test.createOrder();
    await test.ingest('POST', `/ingest/orders/${trackingId}/anonymise`);
    const page = (await test.ingest('GET', '/ingest/webhooks/events')).json().payload;
    expect(page).toEqual({ events: [], nextCursor: null });
    await test.close();
  });

  it('refuses a cursor it did not give, although well formed, with a 400 naming cursor', async () => {
    const test = await startTestApp();
    const forged = Buffer.from(JSON.stringify(5)).toString('base64url');
    const response = await test.ingest('GET', `/ingest/webhooks/events?cursor=${forged}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', errors: [{ key: 'cursor' }] });
    await test.close();
  });
});
