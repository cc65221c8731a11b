import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { SKIP_REASONS, titleWithSkip } from '../../testing/test-engines';
import { RECIPIENT_EVENTS, TEST_WEBHOOK_SECRET, WebhookReceiver } from '../../testing/webhook-receiver';

const EVENTS = 40;

/*
 * Two instances on one PostgreSQL schema, both dispatching every 20 ms to a slow receiver that refuses each
 * event's first attempt: only the lease in the database keeps them from sending one attempt twice.
 */
describe.skipIf(SKIP_REASONS.postgres !== undefined)(
  titleWithSkip('webhooks from two instances sharing PostgreSQL', [SKIP_REASONS.postgres]),
  () => {
    let receiver: WebhookReceiver;
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      receiver = await WebhookReceiver.start();
      receiver.delayMs = 30;
      const env = {
        WEBHOOK_URL: receiver.url,
        WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        WEBHOOK_EVENTS: RECIPIENT_EVENTS,
        WEBHOOK_RETRY_BASE_MS: '20',
        WEBHOOK_COALESCE_MS: '0',
      };
      a = await startTestApp(env, { engine: 'postgres' });
      const database = a.config.database;
      if (database.engine !== 'postgres') throw new Error('expected PostgreSQL');
      b = await startTestApp({ ...env, DATABASE_URL: database.url }, { engine: 'postgres' });
    });
    afterAll(async () => {
      await b.close();
      await a.close();
      await receiver.stop();
    });

    it('sends each attempt of each event once', async () => {
      const trackingIds = await Promise.all(Array.from({ length: EVENTS }, () => a.createOrder()));
      // Every event's first attempt gets 500, its second 200: two calls per event, no more.
      receiver.answers.push(...Array<number>(EVENTS).fill(500));
      await Promise.all(
        trackingIds.map((trackingId, index) =>
          (index % 2 ? a : b).app.inject({
            method: 'POST',
            url: `/tracking/preferences?trackingId=${trackingId}`,
            payload: { deliveryPreference: 20 },
          }),
        ),
      );
      await receiver.waitFor(EVENTS * 2, 30_000);
      const delivered = async () =>
        (await a.ingest('GET', '/ingest/webhooks/events?status=delivered')).json().payload.events as {
          id: string;
          attempts: unknown[];
        }[];
      await expect.poll(async () => (await delivered()).length, { timeout: 10_000 }).toBe(EVENTS);
      // A duplicate send would have started before its event was delivered: let one in flight arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));

      const calls = new Map<string, number>();
      for (const id of receiver.ids) calls.set(id, (calls.get(id) ?? 0) + 1);
      expect(calls.size).toBe(EVENTS);
      for (const event of await delivered()) {
        expect(calls.get(event.id)).toBe(event.attempts.length);
      }
      expect(receiver.received).toHaveLength(EVENTS * 2);
    });
  },
);
