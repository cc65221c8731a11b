import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { doorTrackingId } from './tracking-door';

const ID = 'AbCdEfGhIjKlMnOpQrSt-_';

describe('doorTrackingId', () => {
  it.each([
    [`/tracking/?trackingId=${ID}`, ID],
    [`/tracking?trackingId=${ID}`, ID],
    [`/tracking/?trackingId=${ID}&x=1`, undefined],
    [`/tracking/?x=1&trackingId=${ID}`, undefined],
    [`/tracking/?trackingId=${ID}&trackingId=${ID}`, undefined],
    [`/tracking/?trackingId=${ID.slice(1)}`, undefined],
    [`/tracking/?trackingId=${ID.slice(1)}%41`, undefined],
    [`/tracking/?trackingid=${ID}`, undefined],
    [`/tracking//?trackingId=${ID}`, undefined],
    [`/tracking/preferences?trackingId=${ID}`, undefined],
    ['/tracking/', undefined],
  ])('%s -> %s', (url, id) => {
    expect(doorTrackingId(url)).toBe(id);
  });
});

describe('the tracking door', () => {
  let now = new Date('2026-03-10T12:00:00.000Z');
  let test: TestApp;
  beforeEach(async () => {
    now = new Date('2026-03-10T12:00:00.000Z');
    test = await startTestApp(
      {
        TRUST_PROXY: 'true',
        LINK_TTL_DAYS: '30',
        ENUMERATION_MAX_MISSES: '3',
        ENUMERATION_WINDOW_SECONDS: '60',
        ENUMERATION_BLOCK_SECONDS: '120',
      },
      { now: () => now },
    );
  });
  afterEach(() => test.close());

  const track = (trackingId: string, address = '198.51.100.7', headers: Record<string, string> = {}) =>
    test.app.inject({
      url: `/tracking/?trackingId=${trackingId}`,
      headers: { 'x-forwarded-for': address, ...headers },
    });
  /** Counts the door's answers: the door asks the views for a kept answer, the whole pipeline never does. */
  const doorAnswers = () => {
    const kept = vi.spyOn(test.app.domain.views, 'keptAnswer');
    return () => kept.mock.results.filter((result) => result.value !== undefined).length;
  };
  const withoutPerRequest = (headers: Record<string, unknown>) => {
    const { 'x-request-id': _id, date: _date, ...rest } = headers;
    return rest;
  };

  it('answers a kept order with the bytes and headers the whole pipeline sends', async () => {
    const trackingId = await test.createOrder();
    const answered = doorAnswers();
    const first = await track(trackingId);
    expect(answered()).toBe(0);
    const second = await track(trackingId);
    expect(answered()).toBe(1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(withoutPerRequest(second.headers)).toEqual(withoutPerRequest(first.headers));
    expect(second.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('sends the whole way what the pipeline must judge: a prefetch, another site, an odd query, HEAD', async () => {
    const trackingId = await test.createOrder();
    await track(trackingId);
    const answered = doorAnswers();
    expect((await track(trackingId, undefined, { 'sec-purpose': 'prefetch' })).statusCode).toBe(503);
    expect((await track(trackingId, undefined, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const odd = await test.app.inject(`/tracking/?trackingId=${trackingId}&trackingId=${trackingId}`);
    expect(odd.statusCode).toBe(400);
    expect(
      (await test.app.inject({ method: 'HEAD', url: `/tracking/?trackingId=${trackingId}` })).statusCode,
    ).toBe(200);
    expect(answered()).toBe(0);
  });

  it('answers nothing kept once the link expired, and follows an access change at once', async () => {
    const trackingId = await test.createOrder();
    await track(trackingId);
    await test.ingest('POST', `/ingest/orders/${trackingId}/events`, { statusCode: 91 });
    await track(trackingId);
    now = new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000);
    expect((await track(trackingId)).statusCode).toBe(410);
  });

  it('refuses a blocked address with 429 even for an order it holds (a kept id is no oracle)', async () => {
    const trackingId = await test.createOrder();
    expect((await track(trackingId)).statusCode).toBe(200);
    for (let miss = 0; miss < 3; miss++)
      expect((await track('A'.repeat(22), '203.0.113.9')).statusCode).toBe(404);
    const answered = doorAnswers();
    expect((await track(trackingId, '203.0.113.9')).statusCode).toBe(429);
    expect((await track(trackingId, '203.0.113.9')).statusCode).toBe(429);
    expect(answered()).toBe(0);
    expect((await track(trackingId)).statusCode).toBe(200);
  });
});
