import { afterEach, beforeEach, expect, it } from 'vitest';
import { INGEST_KEY, orderBody, startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';

const OTHER_KEY = 'second-ingest-key-0123456789';

describeEachEngine('Idempotency-Key on ingest writes', (engine) => {
  let test: TestApp;
  let shiftMs: number;

  beforeEach(async () => {
    shiftMs = 0;
    test = await startTestApp(
      { INGEST_API_KEY: `${INGEST_KEY},${OTHER_KEY}` },
      { engine, now: () => new Date(Date.now() + shiftMs) },
    );
  });
  afterEach(() => test.close());

  const post = (url: string, payload: object, key: string, bearer = INGEST_KEY) =>
    test.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${bearer}`, 'idempotency-key': key },
    });
  const eventCount = async (trackingId: string) => (await test.app.store.listEvents(trackingId)).length;

  it('replays the first answer to a retried call without adding the event again', async () => {
    const trackingId = await test.createOrder();
    const url = `/ingest/orders/${trackingId}/events`;
    const first = await post(url, { statusCode: 20 }, 'retry-1');
    const again = await post(url, { statusCode: 20 }, 'retry-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await eventCount(trackingId)).toBe(2);

    // With another key the call does the work again.
    await post(url, { statusCode: 20 }, 'retry-2');
    expect(await eventCount(trackingId)).toBe(3);
  });

  it('answers a body nested 100,000 deep with 400, not 500 (its fingerprint is taken before validation)', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await test.app.inject({
      method: 'POST',
      url: '/ingest/orders',
      payload: deep,
      headers: {
        authorization: `Bearer ${INGEST_KEY}`,
        'idempotency-key': 'deep',
        'content-type': 'application/json',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', errors: [{ key: 'body' }] });
  });

  it('refuses the key with another body: 422 idempotency_mismatch', async () => {
    const trackingId = await test.createOrder();
    const url = `/ingest/orders/${trackingId}/events`;
    await post(url, { statusCode: 20 }, 'same-key');
    const other = await post(url, { statusCode: 30 }, 'same-key');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was used with another request',
      code: 'idempotency_mismatch',
    });
    expect(await eventCount(trackingId)).toBe(2);
  });

  it('replays a create (201 and the same tracking id), a refusal (400) and keeps keys apart per ingest key', async () => {
    const created = await post('/ingest/orders', orderBody(), 'create-1');
    const replayed = await post('/ingest/orders', orderBody(), 'create-1');
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json().payload.trackingId).toBe(created.json().payload.trackingId);
    expect(await test.app.store.countOrders()).toBe(1);

    const other = await post('/ingest/orders', orderBody(), 'create-1', OTHER_KEY);
    expect(other.statusCode).toBe(201);
    expect(other.json().payload.trackingId).not.toBe(created.json().payload.trackingId);

    const bad = await post('/ingest/orders', { accountId: 'x' }, 'bad-1');
    expect(bad.statusCode).toBe(400);
    expect((await post('/ingest/orders', { accountId: 'x' }, 'bad-1')).body).toBe(bad.body);
  });

  it('forgets a key after 24 hours', async () => {
    const trackingId = await test.createOrder();
    const url = `/ingest/orders/${trackingId}/events`;
    await post(url, { statusCode: 20 }, 'daily');
    shiftMs = 24 * 60 * 60 * 1000 + 1000;
    const later = await post(url, { statusCode: 20 }, 'daily');
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await eventCount(trackingId)).toBe(3);
  });

  it('does the work once when the same call races itself', async () => {
    const trackingId = await test.createOrder();
    const url = `/ingest/orders/${trackingId}/events`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(url, { statusCode: 20 }, 'race')));
    expect(
      answers.map((answer) => answer.statusCode).every((status) => status === 201 || status === 409),
    ).toBe(true);
    expect(await eventCount(trackingId)).toBe(2);
  });
});
