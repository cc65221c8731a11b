import { Writable } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { orderBody, startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { WebhookReceiver } from '../../testing/webhook-receiver';

describeEachEngine('webhook deliveries an operator can watch', (engine) => {
  let test: TestApp;
  let hooks: WebhookReceiver;
  let lines: Record<string, unknown>[];
  beforeEach(async () => {
    lines = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    hooks = await WebhookReceiver.start();
    test = await startTestApp(
      { WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_COALESCE_MS: '0' },
      { engine, logStream },
    );
  });
  afterEach(async () => {
    await hooks.stop();
    await test.close();
  });

  it('logs each failed attempt at warn without the payload, and counts deliveries by outcome', async () => {
    const created = await test.ingest('POST', '/ingest/webhooks/endpoints', {
      url: hooks.url,
      events: ['order.status_changed'],
    });
    const endpointId = created.json().payload.id;
    hooks.answers.push(503);
    await test.createOrder({
      deliveryAddress: { ...(orderBody().deliveryAddress as object), streetAddress: 'Secret Street 9' },
    });
    await hooks.waitFor(2);
    await expect.poll(async () => (await test.app.store.webhookBacklog()).pending).toBe(0);
    const failed = lines.filter((line) => line.msg === 'webhook attempt failed');
    expect(failed).toEqual([
      expect.objectContaining({
        level: 40, // warn
        endpointId,
        type: 'order.status_changed',
        attempt: 1,
        statusCode: 503,
        error: null,
        at: expect.any(String),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('Secret Street');
    const metrics = await test.app.metrics.registry.metrics();
    expect(metrics).toContain('tracking_webhook_deliveries_total{outcome="retrying"} 1');
    expect(metrics).toContain('tracking_webhook_deliveries_total{outcome="delivered"} 1');
    expect(metrics).toMatch(/tracking_webhook_pending_events 0/);
    expect(metrics).toMatch(/tracking_webhook_oldest_pending_seconds 0/);
  });
});
