import { afterEach, beforeEach, expect, it } from 'vitest';
import { readDatabase } from '../../testing/database-rows';
import { INGEST_KEY, orderBody, startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { DELETE_BATCH } from '../../store/batched-delete';
import { RECIPIENT_EVENTS, TEST_WEBHOOK_SECRET, WebhookReceiver } from '../../testing/webhook-receiver';

const HOUR_MS = 60 * 60 * 1000;
const START = new Date('2026-01-05T23:59:30.000Z');

describeEachEngine('the retention job’s registered steps', (engine) => {
  let receiver: WebhookReceiver;
  let test: TestApp;
  let clock: Date;
  const later = (hours: number) => {
    clock = new Date(START.getTime() + hours * HOUR_MS);
  };

  beforeEach(async () => {
    clock = START;
    receiver = await WebhookReceiver.start();
    const webhooks = {
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      WEBHOOK_EVENTS: RECIPIENT_EVENTS,
    };
    test = await startTestApp(
      {
        ...webhooks,
        WEBHOOK_RETRY_BASE_MS: '3600000',
        WEBHOOK_EVENT_RETENTION_DAYS: '7',
        WEBHOOK_COALESCE_MS: '0',
      },
      { engine, now: () => clock },
    );
  });
  afterEach(async () => {
    await test.close();
    await receiver.stop();
  });

  const listEvents = async (status?: string) =>
    (await test.ingest('GET', `/ingest/webhooks/events${status ? `?status=${status}` : ''}`)).json<{
      payload: { events: { id: string }[] };
    }>().payload.events;
  const savePreferences = (trackingId: string) =>
    test.app.inject({
      method: 'POST',
      url: `/tracking/preferences?trackingId=${trackingId}`,
      payload: { deliveryPreference: 30, instructions: 'Code 1234' },
    });
  const idempotencyKeys = () =>
    readDatabase(test.config.database, async (db) => (await db.rows('idempotency_keys')).length);

  it('deletes delivered webhook events after WEBHOOK_EVENT_RETENTION_DAYS (and failed ones as old), keeps pending ones', async () => {
    await savePreferences(await test.createOrder());
    await receiver.waitFor(1);
    await expect.poll(() => listEvents('delivered')).toHaveLength(1);
    receiver.fallback = 500;
    await savePreferences(await test.createOrder());
    await receiver.waitFor(2);

    later(7 * 24 - 1);
    expect(await test.app.jobs.retention.runOnce()).toBe(true);
    expect(await listEvents('delivered')).toHaveLength(1);
    later(7 * 24 + 1);
    // A later turn of the hourly job: the lease of the first has run out.
    expect(await test.app.jobs.retention.runOnce()).toBe(true);
    expect(await listEvents('delivered')).toEqual([]);
    // The refused one stays while it is still being retried; given up on (failed, past its 24 hours of retries)
    // and older than the period, it goes too, so a receiver that never answers does not make the table grow.
    const left = await listEvents();
    expect(left).toEqual(await listEvents('pending'));
    expect(left.length).toBeLessThanOrEqual(1);
  });

  it('deletes idempotency keys once their 24 hours are over', async () => {
    const headers = { authorization: `Bearer ${INGEST_KEY}`, 'idempotency-key': 'create-1' };
    const create = () =>
      test.app.inject({ method: 'POST', url: '/ingest/orders', headers, payload: orderBody() });
    expect((await create()).statusCode).toBe(201);

    later(23);
    expect(await test.app.jobs.retention.runOnce()).toBe(true);
    expect(await idempotencyKeys()).toBe(1);
    expect((await create()).headers['idempotent-replayed']).toBe('true');
    later(25);
    expect(await test.app.jobs.retention.runOnce()).toBe(true);
    expect(await idempotencyKeys()).toBe(0);
  });

  it('deletes more idempotency keys than one statement takes, keys of one instant together, and no younger one', async () => {
    const instant = (seconds: number) => new Date(START.getTime() + seconds * 1000).toISOString();
    // Two batches' worth, half of them made in the same instant (a burst of calls), and one after the cutoff.
    const times = [
      ...Array.from({ length: DELETE_BATCH }, () => instant(1)),
      ...Array.from({ length: DELETE_BATCH + 1 }, (_, index) => instant(2 + index)),
      instant(DELETE_BATCH * 10),
    ];
    await test.app.store.transaction(async (tx) => {
      for (const [index, at] of times.entries())
        await tx.claimIdempotencyKey(
          { scope: 'bench', keyHash: `key-${index}` },
          { fingerprint: 'f', at, expiredBefore: START.toISOString(), staleBefore: START.toISOString() },
        );
    });

    const deleted = await test.app.store.deleteIdempotencyKeysBefore(instant(DELETE_BATCH * 5));

    expect(deleted).toBe(times.length - 1);
    expect(await idempotencyKeys()).toBe(1);
  });
});
