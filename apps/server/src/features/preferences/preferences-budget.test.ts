import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { RECIPIENT_EVENTS, TEST_WEBHOOK_SECRET } from '../../testing/webhook-receiver';

const MINUTE_MS = 60_000;

describeEachEngine('preferences budget', (engine) => {
  let test: TestApp;
  let clock: Date;
  beforeEach(async () => {
    // Mid-morning, so minutes moved on stay within the day's window. Nobody listens at the URL: the outbox is read.
    clock = new Date('2026-03-09T09:00:00.000Z');
    const env = {
      WEBHOOK_URL: 'http://127.0.0.1:9/hooks',
      WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      WEBHOOK_EVENTS: RECIPIENT_EVENTS,
    };
    test = await startTestApp(env, { engine, now: () => clock });
  });
  afterEach(() => test.close());

  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const save = (trackingId: string, instructions: string, remoteAddress = '203.0.113.7') =>
    test.app.inject({
      method: 'POST',
      url: `/tracking/preferences?trackingId=${trackingId}`,
      payload: { deliveryPreference: 30, instructions },
      remoteAddress,
    });
  const instructionsOf = async (trackingId: string) => {
    const order = (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload;
    return (order.deliveryPreferences?.instructions ?? '') as string;
  };
  const events = async () =>
    (await test.ingest('GET', '/ingest/webhooks/events')).json().payload.events as {
      type: string;
      payload: { data: { deliveryPreferences: { instructions: string } } };
    }[];

  it('takes 10 changes a minute per order, then answers 429 with Retry-After and stores nothing', async () => {
    const trackingId = await test.createOrder();
    later(15_000); // a quarter into the minute's window
    for (let n = 1; n <= 10; n++) expect((await save(trackingId, `Change ${n}`)).statusCode).toBe(200);
    const refused = await save(trackingId, 'Change 11');
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { message: 'Too many requests', code: 'too_many_requests' },
    ]);
    expect(refused.headers['retry-after']).toBe('45');
    expect(await instructionsOf(trackingId)).toBe('Change 10');

    later(45_000);
    expect((await save(trackingId, 'Next minute')).statusCode).toBe(200);
  });

  it('takes 50 changes a day per order', async () => {
    const trackingId = await test.createOrder();
    for (let n = 1; n <= 50; n++) {
      if (n % 10 === 1) later(MINUTE_MS);
      expect((await save(trackingId, `Change ${n}`)).statusCode).toBe(200);
    }
    later(MINUTE_MS);
    const refused = await save(trackingId, 'Change 51');
    expect(refused.statusCode).toBe(429);
    // Until midnight UTC: the day's window ends then.
    const untilMidnight = (Date.parse('2026-03-10T00:00:00.000Z') - clock.getTime()) / 1000;
    expect(Number(refused.headers['retry-after'])).toBe(Math.ceil(untilMidnight));
    expect(await instructionsOf(trackingId)).toBe('Change 50');
  });

  it('takes 60 changes a minute per address group, whichever orders they name', async () => {
    const orders = await Promise.all(Array.from({ length: 7 }, () => test.createOrder()));
    for (let n = 0; n < 60; n++) {
      const order = orders[Math.floor(n / 10)] ?? '';
      expect((await save(order, 'Fine', `2001:db8:7:1::${n.toString(16)}`)).statusCode).toBe(200);
    }
    const last = orders[6] ?? '';
    // Another address in the same /64 is the same group.
    expect((await save(last, 'From the same /64', '2001:db8:7:1::ffff')).statusCode).toBe(429);
    expect(await instructionsOf(last)).toBe('');
    expect((await save(last, 'From elsewhere', '198.51.100.4')).statusCode).toBe(200);
  });

  describe('webhooks', () => {
    it('coalesces a burst of changes into one preferences.updated event with the last state', async () => {
      const trackingId = await test.createOrder();
      for (let n = 1; n <= 5; n++) {
        expect((await save(trackingId, `Burst ${n}`)).statusCode).toBe(200);
        later(1000);
      }
      const burst = await events();
      expect(burst).toHaveLength(1);
      expect(burst[0]?.type).toBe('preferences.updated');
      expect(burst[0]?.payload.data.deliveryPreferences.instructions).toBe('Burst 5');

      // Past the window the event is due (being sent): the next change is an event of its own.
      later(1000);
      expect((await save(trackingId, 'After the window')).statusCode).toBe(200);
      expect(await events()).toHaveLength(2);
    });

    it('records no event for a change refused over the budget', async () => {
      const trackingId = await test.createOrder();
      for (let n = 1; n <= 10; n++) {
        await save(trackingId, `Change ${n}`);
        later(5_500); // each change past the previous one's window: an event each
      }
      clock = new Date('2026-03-09T09:00:50.000Z');
      expect((await save(trackingId, 'Refused')).statusCode).toBe(429);
      const bodies = (await events()).map((event) => event.payload.data.deliveryPreferences.instructions);
      expect(bodies).not.toContain('Refused');
    });
  });
});
