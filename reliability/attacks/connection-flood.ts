import { connect, type Socket } from 'node:net';
import { request } from 'node:http';
import { ms, percentile, processUse } from '../greedy/measure';
import { INGEST_KEY, orderBody, Service, sleep } from '../support/service';
import { SAME_ORIGIN } from './raw-http';

/*
 * Issue 29, item 5: six addresses, each under CONNECTIONS_PER_ADDRESS (256), held idle keep-alive connections and
 * used up the process's descriptors: other clients were reset and writes failed with EMFILE. Here the service runs
 * with an open-file limit of 1,500 (so MAX_CONNECTIONS defaults to 476) and six addresses each open 256
 * connections, make one request on each, keep each alive with a request every 4 s (inside the 5 s keep-alive) and
 * open it again a second after the service closes it. Meanwhile recipients read their order on fresh connections
 * and a driver posts positions; their success rate is the figure. The same run with the cap lifted
 * (MAX_CONNECTIONS=1000000) shows the service as it was before.
 */

export interface ConnectionFloodFigures {
  variant: string;
  maxConnections: string;
  attackerConnectionsOpened: number;
  /** Attackers' connections the service closed (the oldest idle at the cap) or refused at accept. */
  attackerConnectionsClosed: number;
  othersTried: number;
  othersOk: number;
  othersSuccessPercent: number;
  /** Others' answers that were not 200, by status (0: reset, refused or no answer within 3 s). */
  othersFailed: string;
  othersP50Ms: number;
  othersP99Ms: number;
  writesTried: number;
  writesOk: number;
  descriptorsPeak: number;
  /** Lines of the service's error log naming EMFILE (descriptors exhausted). */
  emfileLogged: number;
}

export const OPEN_FILES = 1500;
const ATTACKERS = 6;
const PER_ADDRESS = 256;
const KEEP_ALIVE_EVERY_MS = 4000;
const REOPEN_AFTER_MS = 1000;
const OTHERS = 10;
const CALL_TIMEOUT_MS = 3000;

/** One attacker connection, kept alive and opened again whenever the service closes it, until `stop()`. */
class HeldConnection {
  private socket: Socket | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly port: number,
    private readonly localAddress: string,
    private readonly tally: { opened: number; closed: number },
  ) {}

  /** Resolves once answered, closed, or after the call timeout (a full accept queue leaves a connect pending). */
  open(): Promise<void> {
    return new Promise((resolve) => {
      setTimeout(resolve, CALL_TIMEOUT_MS);
      const socket = connect({ host: '127.0.0.1', port: this.port, localAddress: this.localAddress });
      this.socket = socket;
      socket.on('error', () => {});
      socket.on('data', () => {
        resolve();
        this.timer = setTimeout(() => this.ask(), KEEP_ALIVE_EVERY_MS);
      });
      socket.once('connect', () => {
        this.tally.opened += 1;
        this.ask();
      });
      socket.once('close', () => {
        resolve();
        if (this.timer) clearTimeout(this.timer);
        if (this.stopped) return;
        this.tally.closed += 1;
        this.timer = setTimeout(() => void this.open(), REOPEN_AFTER_MS);
      });
    });
  }

  private ask(): void {
    this.socket?.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.destroy();
  }
}

/** A call on a fresh connection from `localAddress`: its status (0: reset, refused or timed out) and time. */
function timedCall(
  port: number,
  localAddress: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ status, ms: performance.now() - started });
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        localAddress,
        agent: false,
        method: options.method,
        headers: options.headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
      },
    );
    outgoing.setTimeout(CALL_TIMEOUT_MS, () => outgoing.destroy());
    outgoing.on('error', () => done(0));
    outgoing.end(options.body);
  });
}

export async function measureConnectionFlood(
  seconds: number,
  variant: { name: string; env: Record<string, string> },
): Promise<ConnectionFloodFigures> {
  let emfileLogged = 0;
  const service = await Service.start(
    { DATABASE_URL: `sqlite:${process.env.RELIABILITY_TMP}/flood-${Date.now()}.sqlite`, ...variant.env },
    {
      openFiles: OPEN_FILES,
      onStderr: (text) => (emfileLogged += text.split('\n').filter((line) => line.includes('EMFILE')).length),
    },
  );
  const pid = service.pid ?? 0;
  const held: HeldConnection[] = [];
  try {
    const created = await service.ingest('POST', '/ingest/orders', orderBody({ driverId: 'flood-van' }));
    const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
    const tally = { opened: 0, closed: 0 };
    for (let attacker = 0; attacker < ATTACKERS; attacker++) {
      const connections = Array.from(
        { length: PER_ADDRESS },
        () => new HeldConnection(service.port, `127.0.0.${101 + attacker}`, tally),
      );
      held.push(...connections);
      await Promise.all(connections.map((connection) => connection.open()));
    }
    let descriptorsPeak = 0;
    const sampler = setInterval(() => {
      descriptorsPeak = Math.max(descriptorsPeak, processUse(pid).descriptors);
    }, 100);
    const endAt = performance.now() + seconds * 1000;
    const reads: { status: number; ms: number }[] = [];
    const writes: number[] = [];
    const readers = Array.from({ length: OTHERS }, async (_, index) => {
      while (performance.now() < endAt) {
        reads.push(
          await timedCall(service.port, `127.0.0.${150 + index}`, `/tracking/?trackingId=${trackingId}`, {
            headers: SAME_ORIGIN,
          }),
        );
      }
    });
    const writer = (async () => {
      while (performance.now() < endAt) {
        const body = JSON.stringify({
          positions: [{ lat: 59.91, lng: 10.75, at: new Date().toISOString() }],
        });
        const answer = await timedCall(service.port, '127.0.0.170', '/ingest/drivers/flood-van/positions', {
          method: 'POST',
          body,
          headers: { authorization: `Bearer ${INGEST_KEY}`, 'content-type': 'application/json' },
        });
        writes.push(answer.status);
        await sleep(50);
      }
    })();
    await Promise.all([...readers, writer]);
    clearInterval(sampler);
    const ok = reads.filter((read) => read.status === 200);
    const times = reads.map((read) => read.ms);
    return {
      variant: variant.name,
      maxConnections: variant.env.MAX_CONNECTIONS ?? `default (${OPEN_FILES - 1024})`,
      attackerConnectionsOpened: tally.opened,
      attackerConnectionsClosed: tally.closed,
      othersTried: reads.length,
      othersOk: ok.length,
      othersSuccessPercent: reads.length === 0 ? 0 : Math.round((10_000 * ok.length) / reads.length) / 100,
      othersFailed: JSON.stringify(
        reads
          .filter((read) => read.status !== 200)
          .reduce<Record<string, number>>((tally, read) => {
            tally[read.status] = (tally[read.status] ?? 0) + 1;
            return tally;
          }, {}),
      ),
      othersP50Ms: ms(percentile(times, 0.5)),
      othersP99Ms: ms(percentile(times, 0.99)),
      writesTried: writes.length,
      writesOk: writes.filter((status) => status >= 200 && status < 300).length,
      descriptorsPeak,
      emfileLogged,
    };
  } finally {
    for (const connection of held) connection.stop();
    await service.kill('SIGTERM');
  }
}
