import { WebSocket } from 'ws';
import { LIVE_RECONNECT_DELAY_MS } from '@tracking/core';
import { orderBody, Service, sleep } from './support/service';

export interface ReconnectFigures {
  restart: string;
  clients: number;
  /** Clients whose socket carried a position ingested after the service was back, within 10 s of that. */
  freshWithin10s: number;
  sharePercent: number;
  /** From the service answering again to the last client's fresh position. */
  slowestMs: number;
  /** From the stop signal to the service answering again (the process start, on this machine's load). */
  serviceDownMs: number;
}

const ORDERS = 20;
const JITTER_MS = 1000;
// A driver app reports about once a second; faster would measure the write path, not the reconnect.
const PUSH_EVERY_MS = 1000;
const WINDOW_MS = 10_000;

/** A page's live socket: pong, and after any close but 1000 (unless unauthorized) reconnect after 5 s + jitter. */
class PageClient {
  /** When a position stamped after `since` first arrived (performance.now()), or undefined. */
  freshAt: number | undefined;
  since = Number.POSITIVE_INFINITY;
  private stopped = false;
  private ws: WebSocket | undefined;

  constructor(private readonly url: string) {}

  connect(): Promise<void> {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    let unauthorized = false;
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; driverLocation?: { at?: string } };
      if (message.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
      if (message.type === 'unauthorized') unauthorized = true;
      const at = message.driverLocation?.at;
      if (at && Date.parse(at) > this.since && this.freshAt === undefined) this.freshAt = performance.now();
    });
    ws.on('error', () => {});
    ws.on('close', (code) => {
      if (this.stopped || code === 1000 || unauthorized) return;
      setTimeout(() => void this.connect(), LIVE_RECONNECT_DELAY_MS + Math.random() * JITTER_MS);
    });
    return new Promise((resolve) => {
      ws.once('open', () => resolve());
      ws.once('close', () => resolve());
    });
  }

  /** Starts waiting for a position stamped after this wall-clock time. */
  expectFreshAfter(epochMs: number): void {
    this.since = epochMs;
    this.freshAt = undefined;
  }

  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }
}

/** Live orders, one driver each, and their first positions. */
async function liveOrders(service: Service): Promise<{ trackingId: string; driverId: string }[]> {
  const orders = [];
  for (let index = 0; index < ORDERS; index++) {
    const driverId = `van-${index}`;
    const created = await service.ingest('POST', '/ingest/orders', orderBody({ statusCode: 80, driverId }));
    const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
    await service.ingest('PUT', `/ingest/drivers/${driverId}/route`, { stops: [{ trackingId }] });
    orders.push({ trackingId, driverId });
  }
  return orders;
}

/** Posts a position for every driver every second until stopped; failures while the service is down are ignored. */
export function pushPositions(service: Service, driverIds: string[], stop: { now: boolean }): Promise<void> {
  return (async () => {
    while (!stop.now) {
      const at = new Date().toISOString();
      const lat = 55.66 + Math.random() * 0.01;
      await Promise.all(
        driverIds.map((driverId) =>
          service
            .ingest('POST', `/ingest/drivers/${driverId}/positions`, { positions: [{ lat, lng: 12.55, at }] })
            .then((response) => response.arrayBuffer())
            .catch(() => undefined),
        ),
      );
      await sleep(PUSH_EVERY_MS);
    }
  })();
}

async function restartOnce(
  service: Service,
  clients: PageClient[],
  signal: NodeJS.Signals,
): Promise<ReconnectFigures> {
  const downAt = performance.now();
  await service.kill(signal);
  await service.restart();
  const backAt = performance.now();
  for (const client of clients) client.expectFreshAfter(Date.now());
  while (
    performance.now() - backAt < WINDOW_MS + 2000 &&
    clients.some((client) => client.freshAt === undefined)
  )
    await sleep(100);
  const delays = clients.map((client) => (client.freshAt === undefined ? Infinity : client.freshAt - backAt));
  const fresh = delays.filter((delay) => delay <= WINDOW_MS).length;
  return {
    restart: signal === 'SIGTERM' ? 'graceful SIGTERM (1012)' : 'SIGKILL',
    clients: clients.length,
    freshWithin10s: fresh,
    sharePercent: Math.round((fresh / clients.length) * 1000) / 10,
    slowestMs: Math.round(Math.max(...delays)),
    serviceDownMs: Math.round(backAt - downAt),
  };
}

/**
 * `clients` page-like sockets over 20 live orders on the built service; the service is restarted gracefully and
 * then killed; each time, the share of clients receiving a position ingested after the restart began, within 10 s.
 */
export async function measureReconnect(clientCount: number): Promise<ReconnectFigures[]> {
  const service = await Service.start({
    DATABASE_URL: `sqlite:${process.env.RELIABILITY_TMP}/reconnect.sqlite`,
    LIVE_HEARTBEAT_MS: '25000',
    // 1,000 pages on 20 orders from one loopback address: more than one address or order takes in production.
    LIVE_SOCKETS_PER_ADDRESS: '2000',
    LIVE_SOCKETS_PER_ORDER: '2000',
    CONNECTIONS_PER_ADDRESS: '4000',
  });
  const stop = { now: false };
  const clients: PageClient[] = [];
  try {
    const orders = await liveOrders(service);
    const pushing = pushPositions(
      service,
      orders.map((order) => order.driverId),
      stop,
    );
    for (let index = 0; index < clientCount; index++) {
      const order = orders[index % orders.length];
      const url = `ws://127.0.0.1:${service.port}/ws?trackingId=${order?.trackingId}&user_type=trackingV2`;
      clients.push(new PageClient(url));
    }
    await Promise.all(clients.map((client) => client.connect()));
    const figures = [
      await restartOnce(service, clients, 'SIGTERM'),
      await restartOnce(service, clients, 'SIGKILL'),
    ];
    stop.now = true;
    await pushing;
    return figures;
  } finally {
    for (const client of clients) client.stop();
    await service.kill('SIGTERM');
  }
}
