import pg from 'pg';
import { OwnRedisServer } from '../../apps/server/src/testing/redis-server';
import { pushPositions } from '../reconnect';
import { orderBody, Service, sleep } from '../support/service';
import { openAll, Watcher } from './watcher';

export interface RedisOutageFigures {
  sockets: number;
  liveOrders: number;
  otherOrders: number;
  outageMs: number;
  /** Sockets on the instance taking the positions that got one stamped during the outage, of all its sockets. */
  ingestSideFedDuringOutage: string;
  /** Sockets on the other instance with every order's latest state and a fresh position within 5 s of Redis. */
  otherSideFreshWithin5s: string;
  slowestMs: number;
  /** Sockets (either instance) whose promised time differs from the database's after recovery. */
  staleSockets: number;
  /** Reads (GET /tracking/, both instances) that differ from the database's after recovery. */
  staleViews: number;
  readyzDuringOutage: string;
  readyAgainMs: number;
  /** Instances that stopped answering /healthz. */
  crashes: number;
}

const FRESH_WINDOW_MS = 5000;
const CHANGE_EVERY_MS = 50;

/** Changes one order's promised time after another through `service` until stopped (a steady plan change). */
function changeOrders(service: Service, trackingIds: string[], stop: { now: boolean }): Promise<void> {
  return (async () => {
    for (let change = 0; !stop.now; change++) {
      const trackingId = trackingIds[change % trackingIds.length] ?? '';
      const promisedTime = new Date(Date.UTC(2030, 0, 1) + change * 60_000).toISOString();
      await service
        .ingest('PATCH', `/ingest/orders/${trackingId}`, { promisedTime })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
      await sleep(CHANGE_EVERY_MS);
    }
  })();
}

/** Each order's promised time as the database holds it (epoch ms; NaN for none). */
async function promisedInDatabase(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tracking_id: string; promised_time: string | Date | null }>(
      'select tracking_id, promised_time from orders',
    );
    return new Map(rows.map((row) => [row.tracking_id, epoch(row.promised_time)]));
  } finally {
    await client.end();
  }
}

const epoch = (time: string | Date | null | undefined) => (time ? new Date(time).getTime() : NaN);

async function readyzStatus(service: Service): Promise<number> {
  return fetch(`${service.baseUrl}/readyz`).then(
    async (response) => (await response.arrayBuffer(), response.status),
    () => 0,
  );
}

/** Orders whose view as `service` answers it differs from the database's promised time. */
async function staleViews(service: Service, expected: Map<string, number>): Promise<number> {
  let stale = 0;
  for (const [trackingId, promised] of expected) {
    const response = await fetch(`${service.baseUrl}/tracking/?trackingId=${trackingId}`);
    const body = (await response.json()) as { payload?: { promisedTime?: string } };
    if (response.status !== 200 || epoch(body.payload?.promisedTime) !== promised) stale++;
  }
  return stale;
}

async function readAll(service: Service, trackingIds: string[]): Promise<void> {
  for (const trackingId of trackingIds) {
    await fetch(`${service.baseUrl}/tracking/?trackingId=${trackingId}`).then((response) =>
      response.arrayBuffer(),
    );
  }
}

/**
 * Two instances (PostgreSQL store, Redis bus) serve `socketCount` sockets, half each, under positions and plan
 * changes sent to the first; Redis is killed for `outageMs` and started again on the same port.
 */
export async function measureRedisOutage(
  databaseUrl: string,
  redisPort: number,
  socketCount: number,
  outageMs: number,
): Promise<RedisOutageFigures> {
  const orderCount = Math.max(10, Math.round(socketCount / 20));
  const redis = await OwnRedisServer.start(redisPort);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    REDIS_CHANNEL_SECRET: 'faults-redis-channel-secret',
    // Every socket from one loopback address: more than one address or order takes in production.
    LIVE_SOCKETS_PER_ADDRESS: String(socketCount * 2),
    LIVE_SOCKETS_PER_ORDER: String(socketCount),
    CONNECTIONS_PER_ADDRESS: String(socketCount * 4),
    LIVE_MAX_SOCKETS: String(socketCount * 4),
    // A hundred handshakes at once each reserve a miss until their order is found.
    ENUMERATION_MAX_MISSES: String(socketCount * 4),
  };
  const services: Service[] = [];
  const watchers: Watcher[] = [];
  const stop = { now: false };
  const stopChanges = { now: false };
  try {
    services.push(await Service.start(env), await Service.start(env));
    const [ingestSide, otherSide] = services as [Service, Service];
    const trackingIds: string[] = [];
    for (let index = 0; index < orderCount; index++) {
      const driverId = `outage-van-${index}`;
      const created = await ingestSide.ingest(
        'POST',
        '/ingest/orders',
        orderBody({ statusCode: 80, driverId }),
      );
      const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
      await ingestSide.ingest('PUT', `/ingest/drivers/${driverId}/route`, { stops: [{ trackingId }] });
      trackingIds.push(trackingId);
    }
    for (let index = 0; index < socketCount; index++) {
      const service = services[index % 2] as Service;
      const trackingId = trackingIds[Math.floor(index / 2) % orderCount] ?? '';
      const url = `ws://127.0.0.1:${service.port}/ws?trackingId=${trackingId}&user_type=trackingV2`;
      watchers.push(new Watcher(trackingId, url));
    }
    await openAll(watchers);
    const onIngestSide = watchers.filter((_, index) => index % 2 === 0);
    const onOtherSide = watchers.filter((_, index) => index % 2 === 1);
    const driverIds = trackingIds.map((_, index) => `outage-van-${index}`);
    // Orders not yet out for delivery too: their views are kept without live messages, dropped only by notices.
    const everyOrder = [...trackingIds];
    for (let index = 0; index < orderCount / 2; index++) {
      const created = await ingestSide.ingest('POST', '/ingest/orders', orderBody());
      everyOrder.push(((await created.json()) as { payload: { trackingId: string } }).payload.trackingId);
    }
    const pushing = pushPositions(ingestSide, driverIds, stop);
    const changing = changeOrders(ingestSide, everyOrder, stopChanges);
    // Both view caches hold every order (live ones follow their messages) before Redis goes.
    await sleep(1500);
    await Promise.all(services.map((service) => readAll(service, everyOrder)));

    const downEpoch = Date.now();
    await redis.stop('SIGKILL');
    await sleep(Math.min(2000, outageMs / 2));
    const readyzDown = await Promise.all(services.map(readyzStatus));
    // Reads while Redis is away: answered from the database, and must not be kept stale afterwards.
    await readAll(otherSide, everyOrder);
    await sleep(outageMs - Math.min(2000, outageMs / 2));
    stopChanges.now = true;
    await changing;

    const restartedAt = performance.now();
    const restartedEpoch = Date.now();
    await redis.start();
    const expected = await promisedInDatabase(databaseUrl);
    const freshAt = (watcher: Watcher) => {
      const position = watcher.positionAfter(restartedEpoch);
      const current = epoch(watcher.promisedTime) === expected.get(watcher.trackingId);
      if (!current || position === undefined) return undefined;
      return Math.max(position, watcher.promisedArrived) - restartedAt;
    };
    while (
      performance.now() - restartedAt < FRESH_WINDOW_MS + 3000 &&
      onOtherSide.some((watcher) => freshAt(watcher) === undefined)
    )
      await sleep(100);
    const delays = onOtherSide.map((watcher) => freshAt(watcher) ?? Infinity);
    const fresh = delays.filter((delay) => delay <= FRESH_WINDOW_MS).length;

    let readyAgainMs = Infinity;
    while (performance.now() - restartedAt < 15_000) {
      const statuses = await Promise.all(services.map(readyzStatus));
      if (statuses.every((status) => status === 200)) {
        readyAgainMs = performance.now() - restartedAt;
        break;
      }
      await sleep(100);
    }
    // Stamped and received while Redis was away: the catch-up after it carries outage positions too.
    const fed = onIngestSide.filter((watcher) =>
      watcher.positions.some((position) => position.at > downEpoch && position.arrived < restartedAt),
    ).length;
    const stale = (await staleViews(ingestSide, expected)) + (await staleViews(otherSide, expected));
    const staleSockets = watchers.filter(
      (watcher) => watcher.closed || epoch(watcher.promisedTime) !== expected.get(watcher.trackingId),
    ).length;
    const healthy = await Promise.all(
      services.map((service) =>
        fetch(`${service.baseUrl}/healthz`).then(
          (response) => response.ok,
          () => false,
        ),
      ),
    );
    stop.now = true;
    await pushing;
    return {
      sockets: socketCount,
      liveOrders: orderCount,
      otherOrders: everyOrder.length - orderCount,
      outageMs,
      ingestSideFedDuringOutage: `${fed} of ${onIngestSide.length}`,
      otherSideFreshWithin5s: `${fresh} of ${onOtherSide.length}`,
      slowestMs: Math.round(Math.max(...delays)),
      staleSockets,
      staleViews: stale,
      readyzDuringOutage: readyzDown.join(' / '),
      readyAgainMs: Math.round(readyAgainMs),
      crashes: healthy.filter((ok) => !ok).length,
    };
  } finally {
    stop.now = true;
    stopChanges.now = true;
    for (const watcher of watchers) watcher.stop();
    for (const service of services) await service.kill('SIGTERM');
    await redis.stop();
  }
}
