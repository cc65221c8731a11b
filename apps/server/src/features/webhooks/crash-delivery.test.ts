import { Webhook } from 'standardwebhooks';
import { afterEach, expect, it } from 'vitest';
import { durableDatabase } from '../../testing/durable-database';
import { ServerProcess } from '../../testing/server-process';
import { orderBody } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import {
  signatureHeaders,
  RECIPIENT_EVENTS,
  TEST_WEBHOOK_SECRET,
  WebhookReceiver,
} from '../../testing/webhook-receiver';

describeEachEngine('webhooks across a crash', (engine) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('delivers an event recorded while the receiver was down after a SIGKILL and a restart', async () => {
    const receiver = await WebhookReceiver.start();
    await receiver.stop();
    cleanups.push(() => receiver.stop().catch(() => undefined));
    const database = await durableDatabase(engine);
    cleanups.push(() => database.drop());
    const env = {
      DATABASE_URL: database.url,
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      WEBHOOK_EVENTS: RECIPIENT_EVENTS,
      WEBHOOK_RETRY_BASE_MS: '50',
      WEBHOOK_COALESCE_MS: '0',
    };

    const first = await ServerProcess.start(env);
    cleanups.push(() => first.kill());
    const created = await first.ingest('POST', '/ingest/orders', orderBody({ externalId: 'crash-1' }));
    const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
    const saved = await first.request('POST', `/tracking/preferences?trackingId=${trackingId}`, {
      deliveryPreference: 30,
    });
    expect(saved.status).toBe(200);
    // The service has tried and found nobody listening.
    await expect
      .poll(async () => {
        const response = await first.ingest('GET', '/ingest/webhooks/events?status=pending');
        const { events } = ((await response.json()) as { payload: { events: { attempts: object[] }[] } })
          .payload;
        return events[0]?.attempts[0];
      })
      .toMatchObject({ statusCode: null, error: 'ECONNREFUSED' });
    await first.kill();

    await receiver.listen();
    const second = await ServerProcess.start(env);
    cleanups.push(() => second.stop());
    const [call] = await receiver.waitFor(1);
    if (!call) throw new Error('no call');
    expect(new Webhook(TEST_WEBHOOK_SECRET).verify(call.body, signatureHeaders(call))).toMatchObject({
      type: 'preferences.updated',
      data: { trackingId, externalId: 'crash-1' },
    });
  }, 60_000);
});
