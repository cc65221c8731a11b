import { afterEach, expect, it } from 'vitest';
import { readDatabase } from '../../testing/database-rows';
import { durableDatabase, type DurableDatabase } from '../../testing/durable-database';
import { ServerProcess } from '../../testing/server-process';
import { INGEST_KEY, orderBody } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { TEST_WEBHOOK_SECRET, WebhookReceiver } from '../../testing/webhook-receiver';

const FAULT = 'fault point reached: idempotent-answer-committed';

/** Rows of the tables a create or an event writes to: the work done, counted from outside the service. */
const workDone = (database: DurableDatabase) =>
  readDatabase(database.database, async (db) => ({
    orders: (await db.rows('orders')).length,
    events: (await db.rows('order_events')).length,
    webhooks: (await db.rows('webhook_events')).length,
    endpoints: (await db.rows('webhook_endpoints')).length,
  }));

describeEachEngine('Idempotency-Key across a crash between the change and its answer', (engine) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /**
   * Makes the call on an instance that stops after the commit, before the answer (FAULT_POINT), kills it there
   * with SIGKILL, starts another on the same database and makes the call again with the same key and body.
   */
  async function crashThenRetry(call: (server: ServerProcess) => Promise<{ url: string; body: object }>) {
    const receiver = await WebhookReceiver.start();
    cleanups.push(() => receiver.stop());
    const database = await durableDatabase(engine);
    cleanups.push(() => database.drop());
    const env = {
      DATABASE_URL: database.url,
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    };
    const dying = await ServerProcess.start({ ...env, FAULT_POINT: 'idempotent-answer-committed' });
    cleanups.push(() => dying.kill());
    const { url, body } = await call(dying);
    const headers = { authorization: `Bearer ${INGEST_KEY}`, 'idempotency-key': `crash-${engine}` };
    const unanswered = dying.request('POST', url, body, headers).then(
      () => 'answered',
      () => 'no answer',
    );
    await expect.poll(() => dying.logs.includes(FAULT), { timeout: 15_000 }).toBe(true);
    const afterCommit = await workDone(database);
    await dying.kill();
    expect(await unanswered).toBe('no answer');

    const restarted = await ServerProcess.start(env);
    cleanups.push(() => restarted.stop());
    const retry = await restarted.request('POST', url, body, headers);
    expect(retry.status).toBeLessThan(300);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    return {
      retry: (await retry.json()) as { payload: { trackingId: string; id?: string; secret?: string } },
      afterCommit,
      afterRetry: await workDone(database),
      database,
    };
  }

  it('answers a retried event from the store: neither the event nor its webhook is added again', async () => {
    let trackingId = '';
    const { retry, afterCommit, afterRetry } = await crashThenRetry(async (server) => {
      const created = await server.ingest('POST', '/ingest/orders', orderBody());
      trackingId = ((await created.json()) as { payload: { trackingId: string } }).payload.trackingId;
      return { url: `/ingest/orders/${trackingId}/events`, body: { statusCode: 30 } };
    });
    expect(retry.payload.trackingId).toBe(trackingId);
    expect(afterCommit).toMatchObject({ orders: 1, events: 2 });
    expect(afterCommit.webhooks).toBeGreaterThan(0);
    expect(afterRetry).toEqual(afterCommit);
  }, 90_000);

  it('answers a retried create from the store with the order it created: one order, not two', async () => {
    const { retry, afterCommit, afterRetry, database } = await crashThenRetry(async () => ({
      url: '/ingest/orders',
      body: orderBody(),
    }));
    expect(afterCommit).toMatchObject({ orders: 1, events: 1 });
    expect(afterRetry).toEqual(afterCommit);
    const stored = await readDatabase(database.database, (db) => db.rows('orders'));
    expect(retry.payload.trackingId).toBe(stored[0]?.[0]);
  }, 90_000);

  it('answers a retried webhook endpoint from the store with the endpoint and secret it made: one, not two', async () => {
    const { retry, afterCommit, afterRetry, database } = await crashThenRetry(async () => ({
      url: '/ingest/webhooks/endpoints',
      body: { url: 'https://receiver.example/hooks', events: ['order.delivered'] },
    }));
    expect(afterCommit).toMatchObject({ endpoints: 1 });
    expect(afterRetry).toEqual(afterCommit);
    const stored = await readDatabase(database.database, (db) => db.rows('webhook_endpoints'));
    expect(stored[0]).toContain(retry.payload.id);
    expect(stored[0]).toContain(retry.payload.secret);
  }, 90_000);
});
