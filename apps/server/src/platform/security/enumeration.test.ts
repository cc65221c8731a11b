import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, startTestApp, type TestApp } from '../../testing/test-app';
import { SKIP_REASONS, TEST_SERVERS, titleWithSkip } from '../../testing/test-engines';
import { startLiveServer, type LiveServer } from '../../testing/live-test-support';

const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const limits = {
  ENUMERATION_MAX_MISSES: '20',
  ENUMERATION_WINDOW_SECONDS: '60',
  ENUMERATION_BLOCK_SECONDS: '120',
};
const from = (address: string) => ({ 'x-forwarded-for': address });

/** The 20 misses of the limit, spread over the public calls: unknown and malformed ids. */
function probes(test: TestApp, address: string) {
  const headers = from(address);
  const calls = [
    () => test.app.inject({ url: `/tracking/?trackingId=${UNKNOWN_ID}`, headers }),
    () => test.app.inject({ url: '/tracking/?trackingId=../../etc/passwd', headers }),
    () => test.app.inject({ url: '/tracking/', headers }),
    () =>
      test.app.inject({
        method: 'POST',
        url: `/tracking/preferences?trackingId=${UNKNOWN_ID}`,
        payload: { deliveryPreference: 10 },
        headers,
      }),
    () =>
      test.app.inject({
        method: 'POST',
        url: '/tracking/feedback?trackingId=x',
        payload: { rating: 5 },
        headers,
      }),
  ];
  return Array.from(
    { length: 20 },
    (_, index) => calls[index % calls.length] as () => Promise<{ statusCode: number }>,
  );
}

describe('tracking id enumeration', () => {
  let test: TestApp;
  let trackingId: string;
  beforeAll(async () => {
    test = await startTestApp({ ...limits, TRUST_PROXY: 'true' });
    trackingId = await test.createOrder();
  });
  afterAll(() => test.close());

  it('refuses an address with 429 and Retry-After after 20 misses, while others keep their links', async () => {
    for (const probe of probes(test, '198.51.100.1')) expect((await probe()).statusCode).not.toBe(429);
    const blocked = await test.app.inject({
      url: `/tracking/?trackingId=${trackingId}`,
      headers: from('198.51.100.1'),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many requests', code: 'too_many_requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(100);
    const other = await test.app.inject({
      url: `/tracking/?trackingId=${trackingId}`,
      headers: from('203.0.113.5'),
    });
    expect(other.statusCode).toBe(200);
  });

  it('does not block an address (a NAT) whose recipients read real links all at once', async () => {
    const headers = from('198.51.100.8');
    const reads = await Promise.all(
      Array.from({ length: 40 }, () =>
        test.app.inject({ url: `/tracking/?trackingId=${trackingId}`, headers }),
      ),
    );
    expect(reads.map((read) => read.statusCode)).toEqual(Array<number>(40).fill(200));
    const typo = await test.app.inject({ url: `/tracking/?trackingId=${UNKNOWN_ID}`, headers });
    expect(typo.statusCode).toBe(404);
  });

  it('does not count bad bodies on a real link, nor its reads', async () => {
    const headers = from('198.51.100.2');
    for (let call = 0; call < 25; call++) {
      const bad = await test.app.inject({
        method: 'POST',
        url: `/tracking/preferences?trackingId=${trackingId}`,
        payload: { deliveryPreference: 'loud' },
        headers,
      });
      expect(bad.statusCode).toBe(400);
      expect(
        (await test.app.inject({ url: `/tracking/?trackingId=${trackingId}`, headers })).statusCode,
      ).toBe(200);
    }
  });

  it('answers cross-site calls and images 403 without a lookup, and does not count them against the visitor', async () => {
    const visitor = from('198.51.100.4');
    const foreign = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' },
      { referer: 'https://evil.example/' },
    ];
    for (let probe = 0; probe < 25; probe++) {
      const response = await test.app.inject({
        url: `/tracking/?trackingId=x${probe}`,
        headers: { ...visitor, ...foreign[probe % foreign.length] },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    const real = await test.app.inject({
      url: `/tracking/?trackingId=${trackingId}`,
      headers: { ...visitor, 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' },
    });
    expect(real.statusCode).toBe(200);
  });

  it('answers prefetches another site asks for 503 without a lookup or a miss, and typed-in API calls 403', async () => {
    const visitor = from('198.51.100.60');
    // What a cross-site <script type="speculationrules"> makes Chromium send, and a link rel=prefetch elsewhere.
    const prefetches = [
      { 'sec-purpose': 'prefetch', 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' },
      { 'sec-purpose': 'prefetch;anonymous-client-ip', 'sec-fetch-site': 'none' },
      { purpose: 'prefetch' },
    ];
    for (let probe = 0; probe < 25; probe++) {
      const response = await test.app.inject({
        url: `/tracking/?trackingId=x${probe}`,
        headers: { ...visitor, ...prefetches[probe % prefetches.length] },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
    }
    for (let probe = 0; probe < 25; probe++) {
      const typed = await test.app.inject({
        url: `/tracking/?trackingId=${UNKNOWN_ID}`,
        headers: { ...visitor, 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' },
      });
      expect(typed.statusCode).toBe(403);
    }
    const real = await test.app.inject({
      url: `/tracking/?trackingId=${trackingId}`,
      headers: { ...visitor, 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' },
    });
    expect(real.statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    for (let probe = 0; probe < 20; probe++) {
      await test.app.inject({
        url: `/tracking/?trackingId=${UNKNOWN_ID}`,
        headers: from(`2001:db8:5:6::${probe}`),
      });
    }
    const sameSubnet = await test.app.inject({
      url: `/tracking/?trackingId=${trackingId}`,
      headers: from('2001:db8:5:6:ffff::1'),
    });
    expect(sameSubnet.statusCode).toBe(429);
    const nextSubnet = await test.app.inject({
      url: `/tracking/?trackingId=${trackingId}`,
      headers: from('2001:db8:5:7::1'),
    });
    expect(nextSubnet.statusCode).toBe(200);
  });

  it('gives requests arriving together no more lookups than the limit', async () => {
    const headers = from('198.51.100.6');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        test.app.inject({ url: `/tracking/?trackingId=${UNKNOWN_ID}`, headers }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(180);
  });

  it('leaves the ingest API to its bearer key', async () => {
    for (const probe of probes(test, '198.51.100.3')) await probe();
    const created = await test.app.inject({
      method: 'POST',
      url: '/ingest/orders',
      payload: orderBody(),
      headers: { ...from('198.51.100.3'), authorization: `Bearer ${String(test.config.ingestApiKeys[0])}` },
    });
    expect(created.statusCode).toBe(201);
  });
});

describe('misses across many addresses', () => {
  it('holds back every miss answer once the service-wide rate jumps, but not real reads', async () => {
    const test = await startTestApp({
      ...limits,
      TRUST_PROXY: 'true',
      ENUMERATION_SERVICE_MISSES_PER_SECOND: '1',
      ENUMERATION_MISS_DELAY_MAX_MS: '1000',
    });
    const trackingId = await test.createOrder();
    const timed = async (url: string, address: string) => {
      const started = performance.now();
      const response = await test.app.inject({ url, headers: from(address) });
      return { status: response.statusCode, ms: performance.now() - started };
    };
    // Two guesses from each of 10 addresses: 20 misses within ten seconds, twice the limit of 1 a second.
    const guesses = Array.from({ length: 20 }, (_, guess) =>
      timed(`/tracking/?trackingId=${UNKNOWN_ID}`, `192.0.2.${guess % 10}`),
    );
    await Promise.all(guesses);
    const [miss, read] = await Promise.all([
      timed(`/tracking/?trackingId=${UNKNOWN_ID}`, '192.0.2.100'),
      timed(`/tracking/?trackingId=${trackingId}`, '192.0.2.101'),
    ]);
    expect(miss).toMatchObject({ status: 404 });
    expect(miss.ms).toBeGreaterThanOrEqual(1000);
    expect(read.status).toBe(200);
    expect(read.ms).toBeLessThan(miss.ms);
    await test.close();
  });
});

describe('the client address without a trusted proxy', () => {
  it('ignores X-Forwarded-For, so a guesser cannot dodge the block by changing it', async () => {
    const test = await startTestApp(limits);
    for (let probe = 0; probe < 20; probe++) {
      await test.app.inject({ url: `/tracking/?trackingId=${UNKNOWN_ID}`, headers: from(`10.0.0.${probe}`) });
    }
    const next = await test.app.inject({
      url: `/tracking/?trackingId=${UNKNOWN_ID}`,
      headers: from('10.0.1.1'),
    });
    expect(next.statusCode).toBe(429);
    await test.close();
  });
});

describe('the live socket under the limit', () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startLiveServer({ ...limits, TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server.close());

  it('counts unknown ids at the handshake and then refuses the address with 429', async () => {
    const headers = from('198.51.100.9');
    for (let probe = 0; probe < 20; probe++) {
      const socket = await server.connect(`${UNKNOWN_ID.slice(0, 20)}${String(probe).padStart(2, '0')}`, {
        headers,
      });
      await socket.next('unauthorized');
    }
    const trackingId = await server.test.createOrder();
    expect(await server.refusal(`trackingId=${trackingId}&user_type=trackingV2`, { headers })).toBe(429);
    const blockedGet = await fetch(`${server.baseUrl}/tracking/?trackingId=${trackingId}`, { headers });
    expect(blockedGet.status).toBe(429);
    const other = await server.connect(trackingId, { headers: from('203.0.113.9') });
    expect(other.ws.readyState).toBe(other.ws.OPEN);
  });
});

describe.skipIf(SKIP_REASONS.redis !== undefined)(
  titleWithSkip('the limit across two instances sharing Redis', [SKIP_REASONS.redis]),
  () => {
    it('blocks an address whose misses were spread over both instances', async () => {
      const random = () => Math.floor(Math.random() * 0xffff).toString(16);
      const prefix = `test-enumeration-${random()}:`;
      const env = {
        ...limits,
        TRUST_PROXY: 'true',
        REDIS_URL: TEST_SERVERS.redisUrl ?? '',
        REDIS_PREFIX: prefix,
      };
      const [first, second] = await Promise.all([startTestApp(env), startTestApp(env)]);
      // A fresh /64 per run (the group counted): the counter lives in the shared Redis beyond this test.
      const headers = from(`2001:db8:${random()}:${random()}::1`);
      for (let probe = 0; probe < 20; probe++) {
        const instance = probe % 2 === 0 ? first : second;
        const response = await instance.app.inject({ url: `/tracking/?trackingId=${UNKNOWN_ID}`, headers });
        expect(response.statusCode).toBe(404);
      }
      for (const instance of [first, second]) {
        const response = await instance.app.inject({ url: `/tracking/?trackingId=${UNKNOWN_ID}`, headers });
        expect(response.statusCode).toBe(429);
      }
      await Promise.all([first.close(), second.close()]);
      // Its keys are the deployment's: under REDIS_PREFIX.
      const redis = new Redis(TEST_SERVERS.redisUrl ?? '');
      expect(await redis.keys(`${prefix}enumeration:block:*`)).toHaveLength(1);
      redis.disconnect();
    });

    it('does not block a NAT reading real links at once, and adds up misses across instances', async () => {
      const env = {
        ...limits,
        TRUST_PROXY: 'true',
        REDIS_URL: TEST_SERVERS.redisUrl ?? '',
        ENUMERATION_SERVICE_MISSES_PER_SECOND: '1',
        ENUMERATION_MISS_DELAY_MAX_MS: '1000',
      };
      const [first, second] = await Promise.all([startTestApp(env), startTestApp(env)]);
      const trackingId = await first.createOrder();
      const random = () => Math.floor(Math.random() * 0xffff).toString(16);
      const headers = from(`2001:db8:${random()}:${random()}::1`);
      const reads = await Promise.all(
        Array.from({ length: 40 }, () =>
          first.app.inject({ url: `/tracking/?trackingId=${trackingId}`, headers }),
        ),
      );
      expect(reads.map((read) => read.statusCode)).toEqual(Array<number>(40).fill(200));
      // 20 misses on the first instance, from 20 addresses: the second instance's next miss answers late.
      await Promise.all(
        Array.from({ length: 20 }, () =>
          first.app.inject({
            url: `/tracking/?trackingId=${UNKNOWN_ID}`,
            headers: from(`2001:db8:${random()}::1`),
          }),
        ),
      );
      const started = performance.now();
      const late = await second.app.inject({ url: `/tracking/?trackingId=${UNKNOWN_ID}`, headers });
      expect(late.statusCode).toBe(404);
      expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
      await Promise.all([first.close(), second.close()]);
    });
  },
);
