import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderSchema, shareLinkSchema } from '@tracking/core/schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';

/** Handed-out URLs are built from PUBLIC_URL; the Host header a request came with (here a forged one) never shows. */
const PUBLIC_URL = 'https://track.example.com';
const FORGED_HOST = 'attacker.example';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

describeEachEngine('household share links', (engine) => {
  let test: TestApp;
  let now: Date;
  beforeEach(async () => {
    now = new Date('2026-03-10T12:00:00.000Z');
    test = await startTestApp({ LINK_TTL_DAYS: '30', PUBLIC_URL }, { now: () => now, engine });
  });
  afterEach(() => test.close());

  const share = (method: 'POST' | 'GET' | 'DELETE', query: string) =>
    test.app.inject({ method, url: `/tracking/share?${query}`, headers: { host: FORGED_HOST } });
  const track = (id: string) => test.app.inject(`/tracking/?trackingId=${id}`);
  const createShare = async (trackingId: string) => {
    const response = await share('POST', `trackingId=${trackingId}`);
    expect(response.statusCode).toBe(201);
    return shareLinkSchema.parse(response.json().payload);
  };

  /** An order with everything a share must leave out: street, instructions, photos, feedback. */
  async function deliveredOrder(): Promise<string> {
    const trackingId = await test.createOrder({
      deliveryAddress: {
        streetAddress: 'Vesterbrogade 3',
        postalCode: '1620',
        city: 'København V',
        country_code: 'DK',
        lat: 55.67,
        lng: 12.56,
      },
      deliveryRequirements: { idCheck: false, signature: false, deliveryInPerson: false },
    });
    const saved = await test.app.inject({
      method: 'POST',
      url: `/tracking/preferences?trackingId=${trackingId}`,
      payload: { deliveryPreference: 20, instructions: 'Gate code 4711' },
    });
    expect(saved.statusCode).toBe(200);
    await test.ingest('POST', `/ingest/orders/${trackingId}/events`, {
      statusCode: 91,
      imageUrls: ['https://cdn.example.com/door-photo.jpg'],
    });
    const feedback = await test.app.inject({
      method: 'POST',
      url: `/tracking/feedback?trackingId=${trackingId}`,
      payload: { rating: 4, comment: 'Left by the bins' },
    });
    expect(feedback.statusCode).toBe(200);
    return trackingId;
  }

  it('makes a view-only link: a new 128-bit id, its page URL, and no expiry while the order is open', async () => {
    const trackingId = await test.createOrder();
    const link = await createShare(trackingId);
    expect(link.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.shareId).not.toBe(trackingId);
    expect(link).toEqual({
      shareId: link.shareId,
      url: `https://track.example.com/${link.shareId}`,
      expiresAt: null,
    });
    const listed = await share('GET', `trackingId=${trackingId}`);
    expect([listed.statusCode, listed.json()]).toEqual([200, { status: 'OK', payload: [link] }]);
  });

  it('shows status, timeline and merchant through the share, but no street, instructions, feedback or photos', async () => {
    const trackingId = await deliveredOrder();
    const { shareId } = await createShare(trackingId);
    const response = await track(shareId);
    expect(response.statusCode).toBe(200);
    const order = orderSchema.parse(response.json().payload);
    expect(order).toMatchObject({
      trackingId: shareId,
      statusCode: 91,
      shared: true,
      deliveryAddress: { city: 'København V', country_code: 'DK' },
      deliveryPreferences: null,
      feedback: null,
      account: { name: 'Acme Parcels' },
    });
    expect(order.events.map((event) => event.statusCode)).toEqual([10, 91]);
    for (const secret of [
      'Vesterbrogade',
      '1620',
      'Gate code',
      'door-photo',
      'Left by the bins',
      trackingId,
      '55.67',
    ])
      expect(response.body).not.toContain(secret);
    // The owner's own link still shows it all and says it is not shared.
    const own = (await track(trackingId)).json().payload;
    expect(own).toMatchObject({ shared: false, deliveryAddress: { streetAddress: 'Vesterbrogade 3' } });
  });

  it('cannot change anything: preferences, feedback and sharing with a share id answer 403', async () => {
    const trackingId = await test.createOrder();
    const { shareId } = await createShare(trackingId);
    const preferences = await test.app.inject({
      method: 'POST',
      url: `/tracking/preferences?trackingId=${shareId}`,
      payload: { deliveryPreference: 10 },
    });
    expect([preferences.statusCode, preferences.json().code]).toEqual([403, 'forbidden']);
    const feedback = await test.app.inject({
      method: 'POST',
      url: `/tracking/feedback?trackingId=${shareId}`,
      payload: { rating: 1 },
    });
    expect([feedback.statusCode, feedback.json().code]).toEqual([403, 'forbidden']);
    expect((await share('POST', `trackingId=${shareId}`)).statusCode).toBe(403);
    expect((await share('GET', `trackingId=${shareId}`)).statusCode).toBe(403);
    expect((await track(trackingId)).json().payload.hasConfirmedPreferences).toBe(false);
  });

  it('refuses the sixth live share link, and takes one again once one is revoked', async () => {
    const trackingId = await test.createOrder();
    const links = [];
    for (let index = 0; index < 5; index++) links.push(await createShare(trackingId));
    const sixth = await share('POST', `trackingId=${trackingId}`);
    expect([sixth.statusCode, sixth.json().code]).toEqual([409, 'conflict']);
    const revoked = await share('DELETE', `trackingId=${trackingId}&shareId=${links[0]?.shareId}`);
    expect(revoked.statusCode).toBe(204);
    await createShare(trackingId);
    expect((await share('GET', `trackingId=${trackingId}`)).json().payload).toHaveLength(5);
  });

  it('revokes at once: the share id answers 404 from then on, and revoking it again too', async () => {
    const trackingId = await test.createOrder();
    const { shareId } = await createShare(trackingId);
    expect((await track(shareId)).statusCode).toBe(200);
    expect((await share('DELETE', `trackingId=${trackingId}&shareId=${shareId}`)).statusCode).toBe(204);
    const gone = await track(shareId);
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'order_not_found']);
    const again = await share('DELETE', `trackingId=${trackingId}&shareId=${shareId}`);
    expect([again.statusCode, again.json().message]).toEqual([404, 'Share link not found']);
    expect((await share('GET', `trackingId=${trackingId}`)).json().payload).toEqual([]);
  });

  it("revokes only the order's own links: another order's share id is not found", async () => {
    const mine = await test.createOrder();
    const theirs = await test.createOrder();
    const { shareId } = await createShare(theirs);
    expect((await share('DELETE', `trackingId=${mine}&shareId=${shareId}`)).statusCode).toBe(404);
    expect((await track(shareId)).statusCode).toBe(200);
  });

  it('expires with the order: its expiry is the link’s, and after it the share answers 410 like the order', async () => {
    const trackingId = await deliveredOrder();
    const link = await createShare(trackingId);
    expect(link.expiresAt).toBe(new Date(now.getTime() + 30 * DAY_MS).toISOString());
    now = new Date(now.getTime() + 30 * DAY_MS);
    const expired = await track(link.shareId);
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'order_expired']);
    expect((await share('POST', `trackingId=${trackingId}`)).statusCode).toBe(410);
  });

  it('answers like the API for ids that name nothing, and refuses a malformed share id naming the field', async () => {
    const missing = await share('POST', `trackingId=${UNKNOWN_ID}`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'order_not_found']);
    const trackingId = await test.createOrder();
    const malformed = await share('DELETE', `trackingId=${trackingId}&shareId=nope`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ key: 'shareId', message: expect.any(String) }]);
  });
});

describe('share links and the enumeration guard', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({ ENUMERATION_MAX_MISSES: '2', ENUMERATION_WINDOW_SECONDS: '60' });
  });
  afterEach(() => test.close());

  it('counts a revoked or unknown share id as a miss, and a live one as a hit', async () => {
    const trackingId = await test.createOrder();
    const created = await test.app.inject({
      method: 'POST',
      url: `/tracking/share?trackingId=${trackingId}`,
    });
    const { shareId } = created.json().payload as { shareId: string };
    for (let index = 0; index < 5; index++)
      expect((await test.app.inject(`/tracking/?trackingId=${shareId}`)).statusCode).toBe(200);
    expect((await test.app.inject(`/tracking/?trackingId=${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await test.app.inject(`/tracking/?trackingId=${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await test.app.inject(`/tracking/?trackingId=${shareId}`)).statusCode).toBe(429);
  });
});
