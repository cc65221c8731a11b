import { orderBody, Service, sleep } from '../support/service';
import { call, rawConnection, statusOf, type RawConnection } from './raw-http';

export interface StalledBodyFigures {
  stalled: number;
  refusedAtAccept429: number;
  cut408: number;
  otherErrors: number;
  /** Connections still open two seconds past the body timeout (must be 0). */
  openPastTimeout: number;
  slowestCutMs: number;
  otherAddressCalls: number;
  otherAddressOk: number;
}

export const BODY_TIMEOUT_MS = 2000;
const ATTACKER = '127.0.0.10';
const VISITOR = '127.0.0.11';
/** A real link's feedback call whose body never comes (any route that reads a body would do). */
const stalledPost = (trackingId: string) =>
  `POST /tracking/feedback?trackingId=${trackingId} HTTP/1.1\r\nHost: x\r\n` +
  'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"rating":';

/**
 * One address opens `count` connections whose POST body stalls after its headers, while another address keeps
 * reading a real link and the health check: the per-address connection cap turns the surplus away at accept,
 * and the body timeout cuts the rest.
 */
export async function measureStalledBodies(count: number): Promise<StalledBodyFigures> {
  const service = await Service.start({
    DATABASE_URL: `sqlite:${process.env.RELIABILITY_TMP}/stalled.sqlite`,
    BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
  });
  try {
    const created = await service.ingest('POST', '/ingest/orders', orderBody());
    const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
    const connections: { connection: RawConnection; sentAt: number }[] = [];
    // In batches, so the listen backlog (not the service) is not what refuses them.
    for (let opened = 0; opened < count; opened += 100) {
      const batch = Array.from({ length: Math.min(100, count - opened) }, () =>
        rawConnection(service.port, ATTACKER),
      );
      await Promise.all(batch.map((connection) => connection.opened));
      for (const connection of batch) {
        connection.socket.write(stalledPost(trackingId));
        connections.push({ connection, sentAt: performance.now() });
      }
    }
    const figures: StalledBodyFigures = {
      stalled: count,
      refusedAtAccept429: 0,
      cut408: 0,
      otherErrors: 0,
      openPastTimeout: 0,
      slowestCutMs: 0,
      otherAddressCalls: 0,
      otherAddressOk: 0,
    };
    for (const path of [
      '/healthz',
      `/tracking/?trackingId=${trackingId}`,
      '/locale/da_DK.json',
      '/healthz',
    ]) {
      figures.otherAddressCalls += 1;
      const answer = await call(service.port, VISITOR, path).catch(() => ({ status: 0 }));
      if (answer.status === 200) figures.otherAddressOk += 1;
      else process.stderr.write(`stalled bodies: ${path} answered ${answer.status} to another address\n`);
    }
    const deadline = sleep(BODY_TIMEOUT_MS + 2000).then(() => 'deadline' as const);
    for (const { connection, sentAt } of connections) {
      const outcome = await Promise.race([connection.closed, deadline]);
      if (outcome === 'deadline') {
        figures.openPastTimeout += 1;
        connection.socket.destroy();
        continue;
      }
      const status = statusOf(outcome.text);
      if (status === 429 && outcome.text.includes('Too many connections')) figures.refusedAtAccept429 += 1;
      else if (status === 408) {
        figures.cut408 += 1;
        figures.slowestCutMs = Math.max(figures.slowestCutMs, Math.round(outcome.atMs - sentAt));
      } else figures.otherErrors += 1;
    }
    return figures;
  } finally {
    await service.kill('SIGTERM');
  }
}
