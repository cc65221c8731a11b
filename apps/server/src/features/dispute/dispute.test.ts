import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { orderSchema, webhookEventSchema } from '@tracking/core/schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { signatureHeaders, TEST_WEBHOOK_SECRET, WebhookReceiver } from '../../testing/webhook-receiver';

const DAY_MS = 86_400_000;

describeEachEngine('a dispute after delivery', (engine) => {
  let test: TestApp;
  let hooks: WebhookReceiver;
  let now: Date;
  beforeEach(async () => {
    now = new Date('2026-03-10T12:00:00Z');
    hooks = await WebhookReceiver.start();
    test = await startTestApp(
      {
        WEBHOOK_URL: hooks.url,
        WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        WEBHOOK_EVENTS: 'delivery.disputed,delivery.dispute_resolved',
        WEBHOOK_COALESCE_MS: '0',
      },
      { engine, now: () => now },
    );
  });
  afterEach(async () => {
    await hooks.stop();
    await test.close();
  });

  const dispute = (id: string, payload: object) =>
    test.app.inject({ method: 'POST', url: `/tracking/dispute?trackingId=${id}`, payload });
  const resolve = (id: string, payload: object) =>
    test.ingest('POST', `/ingest/orders/${id}/dispute/resolution`, payload);
  const track = async (id: string) =>
    orderSchema.parse((await test.app.inject(`/tracking/?trackingId=${id}`)).json().payload);
  /** The call verified as a receiver would, at the service's time (its timestamp is the service's clock). */
  const received = (index: number) => {
    const call = hooks.received[index];
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      const verified = new Webhook(TEST_WEBHOOK_SECRET).verify(
        call?.body ?? '',
        call ? signatureHeaders(call) : {},
      );
      return webhookEventSchema.parse(verified);
    } finally {
      vi.useRealTimers();
    }
  };

  async function deliveredOrder(): Promise<string> {
    const trackingId = await test.createOrder({ externalId: 'shop-77' });
    const delivered = {
      statusCode: 90,
      at: now.toISOString(),
      imageUrls: ['https://pod.example.com/77.jpg'],
      location: { lat: 55.6761, lng: 12.5683 },
    };
    expect((await test.ingest('POST', `/ingest/orders/${trackingId}/events`, delivered)).statusCode).toBe(
      201,
    );
    return trackingId;
  }

  it('reaches the provider signed, with the delivery proof, and shows the resolution on the page', async () => {
    const trackingId = await deliveredOrder();
    now = new Date(now.getTime() + 2 * DAY_MS);
    const opened = await dispute(trackingId, { reason: 'not_received', message: 'Nothing at the door' });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().payload.dispute).toEqual({
      reason: 'not_received',
      message: 'Nothing at the door',
      openedAt: '2026-03-12T12:00:00.000Z',
      resolution: null,
    });
    await hooks.waitFor(1);
    expect(received(0)).toEqual({
      type: 'delivery.disputed',
      timestamp: '2026-03-12T12:00:00.000Z',
      data: {
        trackingId,
        externalId: 'shop-77',
        reason: 'not_received',
        message: 'Nothing at the door',
        openedAt: '2026-03-12T12:00:00.000Z',
        deliveryProof: {
          at: '2026-03-10T12:00:00.000Z',
          imageUrls: ['https://pod.example.com/77.jpg'],
          location: { lat: 55.6761, lng: 12.5683 },
          metresFromPin: null,
          trail: [],
        },
        doorstep: null,
      },
    });

    const again = await dispute(trackingId, { reason: 'damaged' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'conflict']);

    const resolved = await resolve(trackingId, {
      outcome: 'redelivery',
      message: 'A new parcel leaves today',
    });
    expect(resolved.statusCode).toBe(200);
    expect((await track(trackingId)).dispute?.resolution).toEqual({
      outcome: 'redelivery',
      message: 'A new parcel leaves today',
      at: '2026-03-12T12:00:00.000Z',
    });
    await hooks.waitFor(2);
    expect(received(1).type).toBe('delivery.dispute_resolved');
    expect(received(1).data).toMatchObject({ outcome: 'redelivery', message: 'A new parcel leaves today' });

    const twice = await resolve(trackingId, { outcome: 'refund', message: 'Refunded' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'conflict']);
    // Once resolved, another problem can be reported.
    expect((await dispute(trackingId, { reason: 'damaged' })).statusCode).toBe(201);
  });

  it('is refused before delivery, after 7 days, for a share link and with a message over 500 characters', async () => {
    const pending = await test.createOrder();
    const early = await dispute(pending, { reason: 'not_received' });
    expect([early.statusCode, early.json().code]).toEqual([409, 'conflict']);

    const trackingId = await deliveredOrder();
    const long = await dispute(trackingId, { reason: 'damaged', message: 'x'.repeat(501) });
    expect([long.statusCode, long.json().errors?.[0]?.key]).toEqual([400, 'message']);
    const unknownReason = await dispute(trackingId, { reason: 'late' });
    expect([unknownReason.statusCode, unknownReason.json().errors?.[0]?.key]).toEqual([400, 'reason']);

    const share = (
      await test.app.inject({ method: 'POST', url: `/tracking/share?trackingId=${trackingId}` })
    ).json().payload.shareId as string;
    const shared = await dispute(share, { reason: 'damaged' });
    expect([shared.statusCode, shared.json().code]).toEqual([403, 'forbidden']);
    expect((await track(share)).dispute).toBeNull();

    now = new Date(now.getTime() + 7 * DAY_MS + 1000);
    const late = await dispute(trackingId, { reason: 'damaged' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'conflict']);
    expect((await resolve(trackingId, { outcome: 'refund', message: 'x' })).statusCode).toBe(409);
    expect(hooks.received).toHaveLength(0);
  });
});
