import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { WebSocket } from 'ws';
import { freePort, orderBody, Service, sleep } from '../support/service';
import { loopbackAddress, ms, percentile, processUse } from './measure';

export interface SlowClientSize {
  /** Live sockets that never read, 10 per address. */
  slowSockets: number;
  /** Seconds measured without, then with, the flood. */
  seconds: number;
}

export interface SlowClientFigures {
  slowSocketsTried: number;
  slowSocketsOpen: number;
  slowSocketsRefused: number;
  watchers: number;
  pushesBefore: number;
  pushP50BeforeMs: number;
  pushP99BeforeMs: number;
  pushesDuring: number;
  pushP50DuringMs: number;
  pushP99DuringMs: number;
  watchersWithoutPushDuring: number;
  descriptorsBefore: number;
  descriptorsPeak: number;
  descriptorLimit: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  /** Positions posted back to back for one order with 20 of the never-reading sockets during the flood. */
  fastPositions: number;
  /** Frames the service replaced by a newer one while their socket was congested (its metric). */
  coalescedFrames: number;
}

export interface SlowlorisFigures {
  connections: number;
  refusedAtAccept429: number;
  cut408: number;
  slowestCutS: number;
  openPastTimeout: number;
  bodyTimeoutS: number;
}

const SLOW_ORDERS = 50;
const WATCHERS = 20;
const SOCKETS_PER_SLOW_ADDRESS = 10;
const SLOWLORIS_CONNECTIONS = 300;
const SLOWLORIS_ADDRESS = '127.0.0.66';
/** The service's default BODY_TIMEOUT_MS, which also bounds a request's headers. */
const BODY_TIMEOUT_MS = 10_000;
/** Past the timeout: the service checks every second; both processes lag on a shared machine. */
const CUT_SLACK_MS = 5000;

type LiveOrder = { trackingId: string; driverId: string };

/** An order out for delivery whose driver's route is just its stop, so every position reaches its sockets. */
async function liveOrder(service: Service, driverId: string): Promise<LiveOrder> {
  const created = await service.ingest('POST', '/ingest/orders', orderBody({ statusCode: 80, driverId }));
  const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
  await service.ingest('PUT', `/ingest/drivers/${driverId}/route`, { stops: [{ trackingId }] });
  return { trackingId, driverId };
}

/** Every driver posts a position a second, stamped with the time it is posted, until stopped. */
async function drive(service: Service, driverIds: string[], stop: { now: boolean }): Promise<void> {
  while (!stop.now) {
    const lat = 55.66 + Math.random() * 0.01;
    await Promise.all(
      driverIds.map((driverId) =>
        service
          .ingest('POST', `/ingest/drivers/${driverId}/positions`, {
            positions: [{ lat, lng: 12.55, at: new Date().toISOString() }],
          })
          .then((response) => response.arrayBuffer())
          .catch(() => undefined),
      ),
    );
    await sleep(1000);
  }
}

/** One driver posts positions back to back until stopped (its order's sockets that never read congest). */
async function driveFast(service: Service, driverId: string, stop: { now: boolean }): Promise<number> {
  let posted = 0;
  while (!stop.now) {
    const lat = 55.66 + Math.random() * 0.01;
    const response = await service
      .ingest('POST', `/ingest/drivers/${driverId}/positions`, {
        positions: [{ lat, lng: 12.55, at: new Date().toISOString() }],
      })
      .catch(() => undefined);
    await response?.arrayBuffer();
    posted += 1;
  }
  return posted;
}

/** A counter of the service's metrics (Prometheus text), 0 when absent. */
async function metric(port: number, name: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
}

/** A recipient's page socket: answers pings and notes how long each position took from its post. */
function watch(port: number, trackingId: string, localAddress: string, pushes: { ms: number; at: number }[]) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?trackingId=${trackingId}&user_type=trackingV2`, {
    localAddress,
  });
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { type: string; driverLocation?: { at?: string } };
    if (message.type === 'ping') ws.send('{"type":"pong"}');
    const at = message.driverLocation?.at;
    if (message.type !== 'snapshot' && at)
      pushes.push({ ms: Date.now() - Date.parse(at), at: performance.now() });
  });
  ws.on('error', () => {});
  return ws;
}

/** A live socket that, once open, never reads again: resolves true when the service opened it. */
function slowSocket(
  port: number,
  trackingId: string,
  localAddress: string,
  held: Socket[],
): Promise<boolean> {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  held.push(socket);
  socket.on('error', () => {});
  socket.write(
    `GET /ws?trackingId=${trackingId}&user_type=trackingV2 HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
  );
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve(chunk.toString('latin1').startsWith('HTTP/1.1 101'));
    });
    socket.once('close', () => resolve(false));
  });
}

/** One address opens connections that send their headers a line a second and never finish them. */
function slowloris(port: number, trackingId: string) {
  const startedAt = performance.now();
  const connections = Array.from({ length: SLOWLORIS_CONNECTIONS }, () => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: SLOWLORIS_ADDRESS });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => {});
    socket.once('connect', () =>
      socket.write(`GET /tracking/?trackingId=${trackingId} HTTP/1.1\r\nHost: x\r\n`),
    );
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 1000);
    const closed = new Promise<{ text: string; afterMs: number }>((resolve) =>
      socket.once('close', () => {
        clearInterval(drip);
        resolve({ text, afterMs: performance.now() - startedAt });
      }),
    );
    return { socket, closed, drip };
  });
  return {
    async figures(): Promise<SlowlorisFigures> {
      const deadline = sleep(BODY_TIMEOUT_MS + CUT_SLACK_MS).then(() => 'deadline' as const);
      const figures: SlowlorisFigures = {
        connections: SLOWLORIS_CONNECTIONS,
        refusedAtAccept429: 0,
        cut408: 0,
        slowestCutS: 0,
        openPastTimeout: 0,
        bodyTimeoutS: BODY_TIMEOUT_MS / 1000,
      };
      for (const connection of connections) {
        const outcome = await Promise.race([connection.closed, deadline]);
        if (outcome === 'deadline') {
          figures.openPastTimeout += 1;
          clearInterval(connection.drip);
          connection.socket.destroy();
        } else if (outcome.text.startsWith('HTTP/1.1 429')) figures.refusedAtAccept429 += 1;
        else if (outcome.text.startsWith('HTTP/1.1 408')) {
          figures.cut408 += 1;
          figures.slowestCutS = Math.max(figures.slowestCutS, Math.round(outcome.afterMs / 100) / 10);
        }
      }
      return figures;
    },
  };
}

function openFileLimit(pid: number): number {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('Max open files'));
  return Number(line?.split(/\s{2,}/)[1] ?? 0);
}

/**
 * Recipients watch live orders whose drivers post a position a second; then `slowSockets` live sockets that
 * never read (on 50 other live orders, 10 per address) and a slowloris of 300 half-sent requests from one
 * address arrive. Figures: the watchers' push latency without and with the flood, the service's descriptors
 * and memory at peak, and what became of the slowloris.
 */
export async function measureSlowClients(
  size: SlowClientSize,
): Promise<{ flood: SlowClientFigures; slowloris: SlowlorisFigures }> {
  const metricsPort = await freePort();
  const service = await Service.start({
    DATABASE_URL: `sqlite:${process.env.RELIABILITY_TMP}/slow-clients.sqlite`,
    METRICS_PORT: String(metricsPort),
    // Up to 100 slow sockets per order, so 5,000 fit on 50 orders (the default is 20).
    LIVE_SOCKETS_PER_ORDER: '100',
  });
  const pid = service.pid ?? 0;
  const stop = { now: false };
  const held: Socket[] = [];
  const watchers: WebSocket[] = [];
  try {
    const slowOrders = await Promise.all(
      Array.from({ length: SLOW_ORDERS }, (_, index) => liveOrder(service, `slow-${index}`)),
    );
    const watched = await Promise.all(
      Array.from({ length: WATCHERS }, (_, index) => liveOrder(service, `watched-${index}`)),
    );
    const pushesByWatcher = watched.map(() => [] as { ms: number; at: number }[]);
    watched.forEach((order, index) =>
      watchers.push(
        watch(service.port, order.trackingId, loopbackAddress(8, index), pushesByWatcher[index] ?? []),
      ),
    );
    const driving = drive(
      service,
      [...slowOrders, ...watched].map((order) => order.driverId),
      stop,
    );
    await sleep(size.seconds * 1000);
    const before = processUse(pid);
    const floodAt = performance.now();
    const loris = slowloris(service.port, watched[0]?.trackingId ?? '');
    let peak = before;
    const sampler = setInterval(() => {
      const use = processUse(pid);
      peak = {
        descriptors: Math.max(peak.descriptors, use.descriptors),
        rssKiB: Math.max(peak.rssKiB, use.rssKiB),
      };
    }, 250);
    let open = 0;
    for (let first = 0; first < size.slowSockets; first += 100) {
      const batch = Array.from({ length: Math.min(100, size.slowSockets - first) }, (_, offset) => {
        const index = first + offset;
        const order = slowOrders[index % SLOW_ORDERS];
        const address = loopbackAddress(20, Math.floor(index / SOCKETS_PER_SLOW_ADDRESS));
        return slowSocket(service.port, order?.trackingId ?? '', address, held);
      });
      open += (await Promise.all(batch)).filter(Boolean).length;
    }
    const fast = driveFast(service, slowOrders[0]?.driverId ?? '', stop);
    const slowlorisFigures = await loris.figures();
    const untilEnd = floodAt + size.seconds * 1000 - performance.now();
    if (untilEnd > 0) await sleep(untilEnd);
    clearInterval(sampler);
    stop.now = true;
    await driving;
    const fastPositions = await fast;
    const all = pushesByWatcher.flat();
    const beforePushes = all.filter((push) => push.at < floodAt).map((push) => push.ms);
    const duringPushes = all.filter((push) => push.at >= floodAt).map((push) => push.ms);
    return {
      flood: {
        slowSocketsTried: size.slowSockets,
        slowSocketsOpen: open,
        slowSocketsRefused: size.slowSockets - open,
        watchers: WATCHERS,
        pushesBefore: beforePushes.length,
        pushP50BeforeMs: ms(percentile(beforePushes, 0.5)),
        pushP99BeforeMs: ms(percentile(beforePushes, 0.99)),
        pushesDuring: duringPushes.length,
        pushP50DuringMs: ms(percentile(duringPushes, 0.5)),
        pushP99DuringMs: ms(percentile(duringPushes, 0.99)),
        watchersWithoutPushDuring: pushesByWatcher.filter(
          (pushes) => !pushes.some((push) => push.at >= floodAt),
        ).length,
        descriptorsBefore: before.descriptors,
        descriptorsPeak: peak.descriptors,
        descriptorLimit: openFileLimit(pid),
        rssBeforeMiB: Math.round(before.rssKiB / 1024),
        rssPeakMiB: Math.round(peak.rssKiB / 1024),
        fastPositions,
        coalescedFrames: await metric(metricsPort, 'tracking_live_messages_coalesced_total'),
      },
      slowloris: slowlorisFigures,
    };
  } finally {
    stop.now = true;
    for (const ws of watchers) ws.terminate();
    for (const socket of held) socket.destroy();
    await service.kill('SIGTERM');
  }
}
