import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webhookEventSchema } from '@tracking/core/schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { signatureHeaders, WebhookReceiver, type ReceivedWebhook } from '../../testing/webhook-receiver';

describeEachEngine('webhook endpoints per merchant', (engine) => {
  let test: TestApp;
  const receivers: WebhookReceiver[] = [];
  beforeEach(async () => {
    test = await startTestApp({ WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_COALESCE_MS: '0' }, { engine });
    for (const id of ['shop-a', 'shop-b']) await test.ingest('PUT', `/ingest/accounts/${id}`, { name: id });
  });
  afterEach(async () => {
    // First the receivers: one left hanging lets the dispatcher's attempt end.
    for (const receiver of receivers.splice(0)) await receiver.stop();
    await test.close();
  });

  async function receiver(): Promise<WebhookReceiver> {
    const started = await WebhookReceiver.start();
    receivers.push(started);
    return started;
  }
  async function endpoint(body: object): Promise<{ id: string; secret: string }> {
    const created = await test.ingest('POST', '/ingest/webhooks/endpoints', body);
    expect(created.statusCode).toBe(201);
    return created.json().payload;
  }
  const deliver = async (accountId: string) => {
    const trackingId = await test.createOrder({ accountId });
    await test.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 90 });
    return trackingId;
  };
  const settled = () => expect.poll(async () => (await test.app.store.webhookBacklog()).pending).toBe(0);
  const verify = (secret: string, call: ReceivedWebhook | undefined) =>
    webhookEventSchema.parse(
      new Webhook(secret).verify(call?.body ?? '', call ? signatureHeaders(call) : {}),
    );

  it("sends an endpoint subscribed to order.delivered of one account exactly that merchant's deliveries, signed", async () => {
    const hooks = await receiver();
    const { secret, id } = await endpoint({
      url: hooks.url,
      events: ['order.delivered'],
      accountId: 'shop-a',
    });
    expect(secret).toMatch(/^whsec_/);
    expect(id).toMatch(/^ep_/);
    const ofA = await deliver('shop-a');
    await deliver('shop-b');
    await test.createOrder({ accountId: 'shop-a' });
    await hooks.waitFor(1);
    await settled();
    expect(hooks.received).toHaveLength(1);
    expect(verify(secret, hooks.received[0])).toEqual({
      type: 'order.delivered',
      timestamp: expect.any(String),
      data: { trackingId: ofA, externalId: null, statusCode: 90, group: 'delivered', outcome: 'success' },
    });
  });

  it('signs with both secrets for 24 hours after a rotation, so either verifies', async () => {
    const hooks = await receiver();
    const { id, secret: old } = await endpoint({ url: hooks.url, events: ['order.delivered'] });
    const rotated = await test.ingest('POST', `/ingest/webhooks/endpoints/${id}/rotate-secret`);
    const { secret, previousSecretExpiresAt } = rotated.json().payload;
    expect(secret).not.toBe(old);
    expect(Date.parse(previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    await deliver('shop-b');
    const [call] = await hooks.waitFor(1);
    expect(String(call?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(old, call).type).toBe('order.delivered');
    expect(verify(secret, call).type).toBe('order.delivered');
  });

  it('keeps a hanging receiver from delaying another endpoint', async () => {
    const hanging = await receiver();
    hanging.delayMs = 8_000;
    const live = await receiver();
    await endpoint({ url: hanging.url, events: ['order.status_changed'] });
    await endpoint({ url: live.url, events: ['order.status_changed'] });
    await test.createOrder({ accountId: 'shop-a' });
    await hanging.waitFor(1);
    await live.waitFor(1);
    // The hanging receiver still holds its first delivery; the other endpoint gets the next order's at once.
    const next = await test.createOrder({ accountId: 'shop-b' });
    const calls = await live.waitFor(2, 3_000);
    expect(verifyType(calls[1])).toEqual(['order.status_changed', next]);
  });

  it("gives a merchant key its own account's endpoints only", async () => {
    const made = await test.ingest('POST', '/ingest/accounts/shop-a/keys', { name: 'shop' });
    const headers = { authorization: `Bearer ${made.json().payload.key}` };
    const mine = await test.app.inject({
      method: 'POST',
      url: '/ingest/webhooks/endpoints',
      headers,
      payload: { url: 'https://shop-a.example.com/hooks', events: ['order.delivered'] },
    });
    expect(mine.json().payload.accountId).toBe('shop-a');
    const theirs = await endpoint({
      url: 'https://b.example.com/h',
      events: ['order.delivered'],
      accountId: 'shop-b',
    });
    const listed = await test.app.inject({ url: '/ingest/webhooks/endpoints', headers });
    expect(listed.json().payload.endpoints.map((e: { id: string }) => e.id)).toEqual([
      mine.json().payload.id,
    ]);
    for (const [method, url] of [
      ['GET', `/ingest/webhooks/endpoints/${theirs.id}`],
      ['DELETE', `/ingest/webhooks/endpoints/${theirs.id}`],
      ['POST', `/ingest/webhooks/endpoints/${theirs.id}/rotate-secret`],
    ] as const) {
      expect((await test.app.inject({ method, url, headers })).statusCode).toBe(403);
    }
    const other = await test.app.inject({
      method: 'POST',
      url: '/ingest/webhooks/endpoints',
      headers,
      payload: { url: 'https://x.example.com/h', events: ['order.delivered'], accountId: 'shop-b' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('lists, changes and removes endpoints, never showing a secret again', async () => {
    const { id, secret } = await endpoint({ url: 'https://a.example.com/h', events: ['order.delivered'] });
    const changed = await test.ingest('PATCH', `/ingest/webhooks/endpoints/${id}`, {
      events: ['order.delivered', 'doorstep.updated'],
    });
    expect(changed.json().payload).toMatchObject({
      id,
      accountId: null,
      events: ['order.delivered', 'doorstep.updated'],
    });
    const listed = await test.ingest('GET', '/ingest/webhooks/endpoints');
    expect(listed.body).not.toContain(secret);
    expect((await test.ingest('DELETE', `/ingest/webhooks/endpoints/${id}`)).statusCode).toBe(204);
    const gone = await test.ingest('GET', `/ingest/webhooks/endpoints/${id}`);
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'webhook_endpoint_not_found']);
  });
});

describe('status events', () => {
  it('reports a status change with its meaning, and a failed delivery as order.delivery_failed', async () => {
    const test = await startTestApp({ WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_COALESCE_MS: '0' });
    const hooks = await WebhookReceiver.start();
    try {
      await test.ingest('POST', '/ingest/webhooks/endpoints', {
        url: hooks.url,
        events: ['order.status_changed', 'order.delivery_failed'],
      });
      const trackingId = await test.createOrder();
      await test.ingest('POST', `/ingest/orders/${trackingId}/events`, { statusCode: 100 });
      const calls = await hooks.waitFor(3);
      expect(calls.map((call) => JSON.parse(call.body) as { type: string; data: object })).toMatchObject([
        {
          type: 'order.status_changed',
          data: { statusCode: 10, previousStatusCode: null, group: 'received' },
        },
        {
          type: 'order.status_changed',
          data: { statusCode: 100, previousStatusCode: 10, outcome: 'failed' },
        },
        { type: 'order.delivery_failed', data: { trackingId, statusCode: 100, group: 'notDelivered' } },
      ]);
    } finally {
      await hooks.stop();
      await test.close();
    }
  });
});

function verifyType(call: ReceivedWebhook | undefined): [string, string] {
  const event = JSON.parse(call?.body ?? '{}') as { type: string; data: { trackingId: string } };
  return [event.type, event.data.trackingId];
}
