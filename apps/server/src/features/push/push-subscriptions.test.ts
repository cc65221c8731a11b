import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A browser's subscription: a real P-256 public key and auth secret, on the given push endpoint. */
function browserSubscription(endpoint: string) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  return {
    endpoint,
    keys: { p256dh: point.toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const fcm = (n: number) => `https://fcm.googleapis.com/fcm/send/device-${n}`;

describeEachEngine('push subscriptions', (engine) => {
  let test: TestApp;
  let now: Date;
  beforeEach(async () => {
    now = new Date('2026-03-10T12:00:00.000Z');
    test = await startTestApp({ RETENTION_DAYS: '30' }, { now: () => now, engine });
  });
  afterEach(() => test.close());

  const subscribe = (id: string, endpoint: string, lang = 'da_DK') =>
    test.app.inject({
      method: 'POST',
      url: `/tracking/push?trackingId=${id}`,
      payload: { subscription: browserSubscription(endpoint), lang },
    });
  const unsubscribe = (id: string, endpoint: string) =>
    test.app.inject({ method: 'DELETE', url: `/tracking/push?trackingId=${id}`, payload: { endpoint } });
  const kept = (trackingId: string) => test.app.store.listPushSubscriptions(trackingId);

  it('keeps a subscription made through the own link or a share link, once per endpoint', async () => {
    const trackingId = await test.createOrder();
    expect((await subscribe(trackingId, fcm(1))).statusCode).toBe(201);
    expect((await subscribe(trackingId, fcm(1), 'en_GB')).statusCode).toBe(201);
    const share = await test.app.inject({ method: 'POST', url: `/tracking/share?trackingId=${trackingId}` });
    const { shareId } = share.json<{ payload: { shareId: string } }>().payload;
    expect((await subscribe(shareId, fcm(2))).statusCode).toBe(201);

    const subscriptions = await kept(trackingId);
    const byEndpoint = subscriptions.toSorted((a, b) => a.endpoint.localeCompare(b.endpoint));
    expect(byEndpoint.map(({ endpoint, lang, shareId: via }) => ({ endpoint, lang, via }))).toEqual([
      { endpoint: fcm(1), lang: 'en_GB', via: null },
      { endpoint: fcm(2), lang: 'da_DK', via: shareId },
    ]);
  });

  it('refuses an eleventh subscription with 429, and takes one again after an unsubscribe', async () => {
    const trackingId = await test.createOrder();
    for (let n = 1; n <= 10; n += 1) expect((await subscribe(trackingId, fcm(n))).statusCode).toBe(201);
    const eleventh = await subscribe(trackingId, fcm(11));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'too_many_requests' });
    expect((await unsubscribe(trackingId, fcm(3))).statusCode).toBe(204);
    expect((await unsubscribe(trackingId, fcm(3))).statusCode).toBe(204);
    expect((await subscribe(trackingId, fcm(11))).statusCode).toBe(201);
    expect(await kept(trackingId)).toHaveLength(10);
  });

  it.each([
    'https://attacker.example.com/push',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://127.0.0.1/push',
    'https://169.254.169.254/latest/meta-data',
  ])('answers 400 naming the endpoint for %s, and keeps nothing', async (endpoint) => {
    const trackingId = await test.createOrder();
    const response = await subscribe(trackingId, endpoint);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain('endpoint');
    expect(await kept(trackingId)).toEqual([]);
  });

  it('answers 400 for keys that are no P-256 key and auth secret, 404 for an unknown order', async () => {
    const trackingId = await test.createOrder();
    const response = await test.app.inject({
      method: 'POST',
      url: `/tracking/push?trackingId=${trackingId}`,
      payload: { subscription: { endpoint: fcm(1), keys: { p256dh: 'abc', auth: 'abc' } }, lang: 'da_DK' },
    });
    expect(response.statusCode).toBe(400);
    expect((await subscribe('AAAAAAAAAAAAAAAAAAAAAA', fcm(1))).statusCode).toBe(404);
  });

  it('forgets the subscriptions when the order is anonymised', async () => {
    const trackingId = await test.createOrder();
    await subscribe(trackingId, fcm(1));
    expect((await test.ingest('POST', `/ingest/orders/${trackingId}/anonymise`)).statusCode).toBe(200);
    expect(await kept(trackingId)).toEqual([]);
  });

  it('forgets them by retention a day after the order is final, not before', async () => {
    const trackingId = await test.createOrder();
    await subscribe(trackingId, fcm(1));
    const delivered = await test.ingest('POST', `/ingest/orders/${trackingId}/events`, { statusCode: 91 });
    expect(delivered.statusCode).toBe(201);
    now = new Date(now.getTime() + DAY_MS / 2);
    await test.app.jobs.retention.runOnce();
    expect(await kept(trackingId)).toHaveLength(1);
    now = new Date(now.getTime() + DAY_MS);
    await test.app.jobs.retention.runOnce();
    expect(await kept(trackingId)).toEqual([]);
  });
});
