import { orderBody, Service, sleep } from '../support/service';
import type { OwnPostgres } from './own-postgres';
import { WriteAnswers } from './answers';

export interface PostgresRestartFigures {
  /** Orders acknowledged (201) before the stop; every acknowledged order missing after the restart. */
  acknowledgedBeforeStop: number;
  lost: number;
  /** Writes sent from the stop until PostgreSQL was back, by answer. */
  duringOutage: string;
  /** Answers >= 500 that were not the 503 with the spec's error body and code `unavailable`. */
  internals: number;
  unavailable: number;
  /** The slowest answer during the outage, against DATABASE_TIMEOUT_MS. */
  slowestMs: number;
  timeoutMs: number;
  downMs: number;
  /** From PostgreSQL accepting connections again to the service's first acknowledged write. */
  recoveredAfterMs: number;
  acknowledgedAfter: number;
  crashes: number;
}

const WRITERS = 4;
const TIMEOUT_MS = 2000;

interface Writing {
  stop: boolean;
  /** Where answers are counted now: none before the stop, the outage's after it. */
  answers: WriteAnswers | undefined;
  acknowledged: { trackingId: string; at: number }[];
}

/** Writers creating orders one after another as each is answered, until stopped. */
function write(service: Service, writing: Writing): Promise<void> {
  const writer = async (id: number) => {
    for (let next = 0; !writing.stop; next++) {
      const sent = performance.now();
      const answers = writing.answers;
      const response = await service
        .ingest('POST', '/ingest/orders', orderBody({ externalId: `pg-restart-${id}-${next}` }))
        .catch(() => undefined);
      await answers?.count(response, performance.now() - sent);
      if (response?.status === 201) {
        const { trackingId } = ((await response.json()) as { payload: { trackingId: string } }).payload;
        writing.acknowledged.push({ trackingId, at: performance.now() });
      } else await sleep(20);
    }
  };
  return Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id))).then(() => undefined);
}

/**
 * The built service on `postgres` (a fresh schema) takes orders from four writers; PostgreSQL is stopped (fast
 * shutdown) for `downMs` and started again. Every order acknowledged before the stop must be there after.
 */
export async function measurePostgresRestart(
  postgres: OwnPostgres,
  databaseUrl: string,
  downMs: number,
): Promise<{ figures: PostgresRestartFigures; example: string | undefined }> {
  const service = await Service.start({ DATABASE_URL: databaseUrl, DATABASE_TIMEOUT_MS: String(TIMEOUT_MS) });
  const writing: Writing = { stop: false, answers: undefined, acknowledged: [] };
  try {
    const writers = write(service, writing);
    await sleep(1500);
    const outage = new WriteAnswers();
    writing.answers = outage;
    const stoppedAt = performance.now();
    await postgres.stopFast();
    const before = writing.acknowledged.filter((write) => write.at < stoppedAt).length;
    await sleep(downMs);
    await postgres.start();
    const backAt = performance.now();
    writing.answers = undefined;
    const acknowledgedBack = writing.acknowledged.length;
    while (writing.acknowledged.length === acknowledgedBack && performance.now() - backAt < 20_000)
      await sleep(20);
    const recoveredAfterMs =
      writing.acknowledged.length > acknowledgedBack ? performance.now() - backAt : Infinity;
    await sleep(1000);
    writing.stop = true;
    await writers;

    // A crash shows as the service not answering; it is started again so the writes can still be checked.
    const crashed = await fetch(`${service.baseUrl}/healthz`).then(
      (response) => !response.ok,
      () => true,
    );
    if (crashed) await service.restart();
    let lost = 0;
    for (const { trackingId } of writing.acknowledged) {
      const response = await service.ingest('GET', `/ingest/orders/${trackingId}`);
      if (response.status !== 200) lost++;
      await response.arrayBuffer();
    }
    const figures = {
      acknowledgedBeforeStop: before,
      lost,
      duringOutage: outage.summary(),
      internals: outage.internals,
      unavailable: outage.unavailable,
      slowestMs: Math.round(outage.slowestMs),
      timeoutMs: TIMEOUT_MS,
      downMs,
      recoveredAfterMs: Math.round(recoveredAfterMs),
      acknowledgedAfter: writing.acknowledged.length - before,
      crashes: crashed ? 1 : 0,
    };
    return { figures, example: outage.example };
  } finally {
    writing.stop = true;
    await service.kill('SIGTERM');
  }
}
