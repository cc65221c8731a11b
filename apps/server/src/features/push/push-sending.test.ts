import webPush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { startLocalPushService } from './local-push-service.test-support';

const vapid = webPush.generateVAPIDKeys();
const HOUR_MS = 3_600_000;

describe('web push to a local push service (RFC 8030, 8291, 8292)', () => {
  let test: TestApp;
  let pushService: Awaited<ReturnType<typeof startLocalPushService>>;
  let now: Date;

  async function start(env: Record<string, string> = {}) {
    pushService = await startLocalPushService();
    test = await startTestApp(
      {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:ops@example.com',
        PUSH_ENDPOINT_HOSTS: '127.0.0.1',
        PUSH_ALLOW_HTTP: '1',
        ...env,
      },
      { now: () => now },
    );
  }
  beforeEach(() => {
    // 13:00 in Copenhagen.
    now = new Date('2026-03-10T12:00:00.000Z');
  });
  afterEach(async () => {
    await test.close();
    await pushService.close();
  });

  /** Every change's evaluations and sends are done. */
  async function settle() {
    await test.app.domain.live.idle();
    await test.app.push?.watcher.idle();
    await test.app.push?.dispatcher.settled();
  }

  /** Our order behind four others on van-1's route, in transit, subscribed in Danish. */
  async function approachingOrder(promisedTime = '2026-03-10T15:00:00.000Z') {
    const ahead = [];
    for (let index = 0; index < 4; index++)
      ahead.push(await test.createOrder({ statusCode: 80, driverId: 'van-1', promisedTime }));
    const mine = await test.createOrder({ statusCode: 20, driverId: 'van-1', promisedTime });
    const subscribed = await test.app.inject({
      method: 'POST',
      url: `/tracking/push?trackingId=${mine}`,
      headers: { host: 'track.example.com' },
      payload: { subscription: pushService.subscribe('phone'), lang: 'da_DK' },
    });
    expect(subscribed.statusCode).toBe(201);
    const route = async (...stops: string[]) => {
      const response = await test.ingest('PUT', '/ingest/drivers/van-1/route', {
        stops: stops.map((trackingId) => ({ trackingId })),
      });
      expect(response.statusCode).toBeLessThan(300);
      // A position now: the driver's estimate (and so its plan for each stop) is made from it.
      const at = now.toISOString();
      await test.ingest('POST', '/ingest/drivers/van-1/positions', {
        positions: [{ lat: 55.66, lng: 12.55, at }],
      });
      await settle();
    };
    const event = async (statusCode: number) => {
      expect((await test.ingest('POST', `/ingest/orders/${mine}/events`, { statusCode })).statusCode).toBe(
        201,
      );
      await settle();
    };
    await route(...ahead, mine);
    return { mine, ahead, route, event };
  }

  it('pushes out for delivery, 3 stops away, the stop before and delivered: each decrypts, in Danish, one Topic', async () => {
    await start();
    const { mine, ahead, route, event } = await approachingOrder();
    expect(pushService.received).toEqual([]);
    await event(80);
    await route(...ahead.slice(1), mine);
    await route(...ahead.slice(2), mine);
    await route(...ahead.slice(3), mine);
    await event(91);

    const bodies = pushService.received.map((push) => push.payload.notification.body);
    expect(bodies).toEqual([
      expect.stringMatching(/^Din pakke er ude til levering, forventet kl\. \d\d:\d\d\.$/),
      expect.stringMatching(/^Chaufføren er 3 stop væk, forventet kl\. \d\d:\d\d\.$/),
      expect.stringMatching(/^Chaufføren er ved stoppet før dit, forventet kl\. \d\d:\d\d\.$/),
      'Din pakke er leveret.',
    ]);
    for (const push of pushService.received) {
      expect(push.payload).toMatchObject({
        web_push: 8030,
        notification: { title: 'Din pakke', navigate: `http://track.example.com/${mine}` },
      });
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.authorization).toMatch(/^vapid t=.+, k=/);
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    }
    const topics = new Set(pushService.received.map((push) => push.headers.topic));
    expect(topics.size).toBe(1);
    expect([...topics][0]).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(pushService.received.map((push) => push.headers.urgency)).toEqual([
      'normal',
      'high',
      'high',
      'normal',
    ]);
  });

  it('stops at the daily cap', async () => {
    await start({ PUSH_MAX_PER_DAY: '2' });
    const { mine, ahead, route, event } = await approachingOrder();
    await event(80);
    await route(...ahead.slice(1), mine);
    await route(...ahead.slice(3), mine);
    expect(pushService.received).toHaveLength(2);
    expect(
      (await test.app.metrics.registry.getSingleMetricAsString('tracking_push_sent_total')).includes(
        'reason="next_stop",outcome="held_daily_cap"',
      ),
    ).toBe(true);
  });

  it('holds messages in the quiet hours of the address’s zone, and sends once they end', async () => {
    // 22:00 in Copenhagen; the delivery is planned for tomorrow at 11:00, with no driver moving yet.
    now = new Date('2026-03-10T21:00:00.000Z');
    await start();
    const mine = await test.createOrder({ statusCode: 20, promisedTime: '2026-03-11T10:00:00.000Z' });
    await test.app.inject({
      method: 'POST',
      url: `/tracking/push?trackingId=${mine}`,
      payload: { subscription: pushService.subscribe('phone'), lang: 'en_GB' },
    });
    const event = async (statusCode: number) => {
      expect((await test.ingest('POST', `/ingest/orders/${mine}/events`, { statusCode })).statusCode).toBe(
        201,
      );
      await settle();
    };
    await event(80);
    expect(pushService.received).toEqual([]);
    // 08:00 in Copenhagen: the next change sends what is true then.
    now = new Date(now.getTime() + 10 * HOUR_MS);
    await event(81);
    expect(pushService.received.map((push) => push.payload.notification.body)).toEqual([
      'Your parcel is out for delivery, expected at 11:00.',
    ]);
  });

  it('deletes a subscription its push service says is gone', async () => {
    await start();
    const { mine, event } = await approachingOrder();
    pushService.answer('phone', 410);
    await event(80);
    expect(await test.app.store.listPushSubscriptions(mine)).toEqual([]);
  });
});
