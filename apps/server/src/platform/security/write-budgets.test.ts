import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine, SKIP_REASONS, TEST_SERVERS, titleWithSkip } from '../../testing/test-engines';
import { MemoryBudgetCounter, type BudgetCounter } from './budget-counter';
import { RedisBudgetCounter } from './redis-budget-counter';
import { redisNaming } from '../bus/redis-naming';

const ADDRESS = '203.0.113.9';

describeEachEngine('write budgets per address', (engine) => {
  let test: TestApp;
  const clock = new Date('2026-03-09T09:00:30.000Z');
  beforeEach(async () => {
    test = await startTestApp({ FEEDBACK_PER_HOUR: '100' }, { engine, now: () => clock });
  });
  afterEach(() => test.close());

  const call = (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: object) =>
    test.app.inject({ method, url, payload, remoteAddress: ADDRESS, headers: { host: 'track.example.com' } });
  const expectRefused = (response: Awaited<ReturnType<typeof call>>) => {
    expect([response.statusCode, response.json().code]).toEqual([429, 'too_many_requests']);
    expect(response.headers['retry-after']).toBe('30');
  };

  it('share links: 60 makes and revokes a minute per address group; a refused make stores no link', async () => {
    const trackingId = await test.createOrder();
    for (let n = 0; n < 30; n++) {
      const made = await call('POST', `/tracking/share?trackingId=${trackingId}`);
      const { shareId } = made.json().payload;
      const revoked = await call('DELETE', `/tracking/share?trackingId=${trackingId}&shareId=${shareId}`);
      expect([made.statusCode, revoked.statusCode]).toEqual([201, 204]);
    }
    expectRefused(await call('POST', `/tracking/share?trackingId=${trackingId}`));
    expect((await test.app.inject(`/tracking/share?trackingId=${trackingId}`)).json().payload).toEqual([]);
  });

  it('feedback: 60 sends a minute per address group; a refused one is not kept', async () => {
    const trackingId = await test.createOrder({ statusCode: 90 });
    for (let n = 1; n <= 60; n++) {
      const response = await call('POST', `/tracking/feedback?trackingId=${trackingId}`, { rating: 4 });
      expect(response.statusCode).toBe(200);
    }
    const refused = await call('POST', `/tracking/feedback?trackingId=${trackingId}`, { rating: 1 });
    expectRefused(refused);
    const order = (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload;
    expect(order.feedback).toMatchObject({ rating: 4 });
  });

  it('calendar feed: 30 reads a minute per link (each may write its SEQUENCE)', async () => {
    const trackingId = await test.createOrder();
    for (let n = 0; n < 30; n++)
      expect((await call('GET', `/tracking/calendar.ics?trackingId=${trackingId}`)).statusCode).toBe(200);
    expectRefused(await call('GET', `/tracking/calendar.ics?trackingId=${trackingId}`));
  });
});

const draws = [
  { key: 'preferences:order:x:60', count: 2, windowMs: 60_000 },
  { key: 'preferences:address:y:60', count: 3, windowMs: 60_000 },
];
const at = Date.parse('2026-03-09T09:00:45.000Z');

/** What every counter does: all draws or none, and the wait until the exhausted window ends. */
function behavesAsABudget(open: () => BudgetCounter[]) {
  it('takes a use from every draw until one is spent, then answers the wait and takes none', async () => {
    const [a, second] = open();
    if (!a) throw new Error('no counter');
    const b = second ?? a;
    expect(await a.spend(draws, at)).toBe(0);
    expect(await b.spend(draws, at + 1000)).toBe(0);
    expect(await a.spend(draws, at + 5000)).toBe(10_000);
    // The refused call took nothing from the address's counter: another order from it still passes.
    const otherOrder = [{ ...draws[0], key: 'preferences:order:z:60' }, draws[1]] as typeof draws;
    expect(await b.spend(otherOrder, at + 6000)).toBe(0);
    expect(await a.spend(draws, at + 15_000)).toBe(0);
  });
}

describe('memory budget counter', () => {
  let counter: MemoryBudgetCounter;
  beforeEach(() => {
    counter = new MemoryBudgetCounter();
  });
  afterEach(() => counter.close());
  behavesAsABudget(() => [counter]);
});

describe.skipIf(SKIP_REASONS.redis !== undefined)(
  titleWithSkip('Redis budget counter shared by two instances', [SKIP_REASONS.redis]),
  () => {
    let counters: RedisBudgetCounter[] = [];
    const log = { warn: () => {} };
    beforeEach(async () => {
      const url = TEST_SERVERS.redisUrl ?? '';
      const naming = redisNaming({ prefix: 'test-budgets:', channelSecret: 'test-redis-channel-secret' });
      counters = [new RedisBudgetCounter(url, naming, log), new RedisBudgetCounter(url, naming, log)];
      await Promise.all(counters.map((counter) => counter.ready(3000)));
      // Keys of their own per run: the shared Redis keeps earlier runs' counters for their window.
      const run = `${Date.now()}-${Math.random()}`;
      draws.forEach(
        (draw, index) => (draws[index] = { ...draw, key: `${draw.key.split(':run:')[0]}:run:${run}` }),
      );
    });
    afterEach(() => Promise.all(counters.map((counter) => counter.close())));
    behavesAsABudget(() => counters);

    it('keeps its counters under REDIS_PREFIX', async () => {
      const redis = new Redis(TEST_SERVERS.redisUrl ?? '');
      try {
        await counters[0]?.spend(draws, Date.now());
        const keys = await redis.keys(`*${draws[0]?.key ?? ''}*`);
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.every((key) => key.startsWith('test-budgets:budget:'))).toBe(true);
      } finally {
        redis.disconnect();
      }
    });
  },
);
