import { afterEach, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../../testing/live-test-support';
import { OwnRedisServer } from '../../testing/redis-server';
import { SKIP_REASONS, titleWithSkip } from '../../testing/test-engines';
import { startMetricsServer, type MetricsServer } from './metrics-server';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const position = (lat: number) => ({
  positions: [{ lat, lng: 12.55, heading: 10, at: new Date().toISOString() }],
});

let server: LiveServer | undefined;
let metrics: MetricsServer | undefined;
let redis: OwnRedisServer | undefined;
afterEach(async () => {
  await metrics?.close();
  await server?.close();
  await redis?.stop();
  [server, metrics, redis] = [undefined, undefined, undefined];
});

/** The service on a public port and its metrics listener on another, as server.ts starts them. */
async function start(env: Record<string, string> = {}) {
  const live = await startLiveServer(env);
  const listener = await startMetricsServer(live.test.app.metrics.registry, 0, '127.0.0.1');
  [server, metrics] = [live, listener];
  const scrape = async () => (await fetch(`http://127.0.0.1:${listener.port}/metrics`)).text();
  return { live, scrape };
}

/** The value of one sample (`name{labels}` as printed), or undefined when it is not exported. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  it('exports requests, sockets, pushes, caches and queries on their own port, never on the public one', async () => {
    const { live, scrape } = await start();
    const trackingId = await live.test.createOrder({
      statusCode: 80,
      driverId: 'van-1',
      promisedTime: inMinutes(30),
    });
    await live.ingest('PUT', '/ingest/drivers/van-1/route', { stops: [{ trackingId }] });
    const socket = await live.connect(trackingId);
    await socket.next('routeUpdate');
    await live.ingest('POST', '/ingest/drivers/van-1/positions', position(55.67));
    await socket.next('locationUpdate');
    await fetch(`${live.baseUrl}/tracking/?trackingId=${trackingId}`);
    const locale = await fetch(`${live.baseUrl}/locale/en_GB.json`);
    await fetch(`${live.baseUrl}/locale/en_GB.json`, {
      headers: { 'if-none-match': locale.headers.get('etag') ?? '' },
    });

    expect((await fetch(`${live.baseUrl}/metrics`)).status).toBe(404);
    const text = await scrape();
    expect(text).not.toContain(trackingId);
    const tracking = 'http_request_duration_seconds_count{method="GET",route="/tracking",status="200"}';
    expect(sample(text, tracking)).toBe(1);
    expect(sample(text, 'tracking_live_sockets')).toBe(1);
    expect(sample(text, 'tracking_live_push_seconds_count')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'tracking_live_messages_sent_total')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'tracking_live_messages_coalesced_total')).toBe(0);
    for (const result of ['hit', 'miss']) {
      const locales = `tracking_cache_lookups_total{cache="locale_revalidation",result="${result}"}`;
      expect(sample(text, locales)).toBe(1);
    }
    expect(
      sample(text, 'tracking_cache_lookups_total{cache="sqlite_statements",result="hit"}'),
    ).toBeGreaterThan(0);
    expect(sample(text, 'tracking_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);

    socket.ws.close();
    await expect.poll(async () => sample(await scrape(), 'tracking_live_sockets')).toBe(0);
    expect((await fetch(`http://127.0.0.1:${metrics?.port}/other`)).status).toBe(404);
  });

  it.skipIf(SKIP_REASONS.ownRedis !== undefined)(
    titleWithSkip('follows the Redis links and counts the publishes dropped while Redis is away', [
      SKIP_REASONS.ownRedis,
    ]),
    async () => {
      redis = await OwnRedisServer.start();
      const { live, scrape } = await start({ REDIS_URL: redis.url });
      const linkUp = async (role: string) => sample(await scrape(), `tracking_redis_link_up{role="${role}"}`);
      expect([await linkUp('publish'), await linkUp('subscribe')]).toEqual([1, 1]);

      const trackingId = await live.test.createOrder({ statusCode: 80 });
      await redis.stop();
      await expect.poll(() => linkUp('publish')).toBe(0);
      // A status change publishes the order's new view, which Redis cannot take now.
      await live.test.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 90 });
      await expect
        .poll(async () => sample(await scrape(), 'tracking_bus_publish_failures_total'))
        .toBeGreaterThan(0);

      await redis.start();
      await expect.poll(() => linkUp('publish'), { timeout: 10_000 }).toBe(1);
    },
  );
});
