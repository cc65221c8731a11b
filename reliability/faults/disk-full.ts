import Database from 'better-sqlite3';
import path from 'node:path';
import { orderBody, Service, sleep } from '../support/service';
import { WriteAnswers } from './answers';
import type { SmallFilesystem } from './small-filesystem';
import { openAll, Watcher } from './watcher';

export interface DiskFullFigures {
  ballastMb: number;
  /** Orders written after the disk filled: into WAL space SQLite already had (201), then refused (503). */
  writesWhileFull: string;
  /** Answers >= 500 that were not the 503 with the spec's error body and code `unavailable`. */
  internals: number;
  unavailable: number;
  /** Reads of the orders while full that answered 200, of all. */
  readsWhileFull: string;
  /** Sockets that got a position posted while full, of all. */
  liveWhileFull: string;
  /** From the ballast's deletion to the first acknowledged write. */
  recoveredAfterMs: number;
  writesAfter: string;
  integrityCheck: string;
  /** Acknowledged orders missing from the file after the run. */
  lost: number;
  crashes: number;
}

const ORDERS = 10;
/** Writes sent once the disk is full; a run of this many 503s in a row ends it early. */
const FULL_WRITES = 300;
const REFUSALS_IN_A_ROW = 40;

async function createOrder(
  service: Service,
  answers: WriteAnswers,
  acknowledged: string[],
): Promise<boolean> {
  const sent = performance.now();
  const response = await service.ingest('POST', '/ingest/orders', orderBody()).catch(() => undefined);
  await answers.count(response, performance.now() - sent);
  if (response?.status !== 201) return false;
  acknowledged.push(((await response.json()) as { payload: { trackingId: string } }).payload.trackingId);
  return true;
}

/**
 * The built service on SQLite on a small file system: the disk is filled while orders are written and recipients
 * watch; then the space comes back. Checks the 503s, reads and live updates meanwhile, and the file after.
 */
export async function measureDiskFull(
  disk: SmallFilesystem,
): Promise<DiskFullFigures & { example?: string }> {
  const file = path.join(disk.dir, 'tracking.sqlite');
  const service = await Service.start({ DATABASE_URL: `sqlite:${file}` });
  const watchers: Watcher[] = [];
  const acknowledged: string[] = [];
  try {
    const trackingIds: string[] = [];
    for (let index = 0; index < ORDERS; index++) {
      const driverId = `disk-van-${index}`;
      const created = await service.ingest('POST', '/ingest/orders', orderBody({ statusCode: 80, driverId }));
      const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
      await service.ingest('PUT', `/ingest/drivers/${driverId}/route`, { stops: [{ trackingId }] });
      trackingIds.push(trackingId);
      acknowledged.push(trackingId);
      watchers.push(
        new Watcher(
          trackingId,
          `ws://127.0.0.1:${service.port}/ws?trackingId=${trackingId}&user_type=trackingV2`,
        ),
      );
    }
    await openAll(watchers);

    const ballast = disk.fill();
    const full = new WriteAnswers();
    for (let sent = 0, refusedInARow = 0; sent < FULL_WRITES && refusedInARow < REFUSALS_IN_A_ROW; sent++) {
      refusedInARow = (await createOrder(service, full, acknowledged)) ? 0 : refusedInARow + 1;
    }
    let readsOk = 0;
    for (const trackingId of trackingIds) {
      const response = await fetch(`${service.baseUrl}/tracking/?trackingId=${trackingId}`);
      if (response.status === 200) readsOk++;
      await response.arrayBuffer();
    }
    // Positions are published while their write goes to disk: recipients see them though the write fails.
    const postedAt = Date.now();
    await Promise.all(
      trackingIds.map((_, index) =>
        service
          .ingest('POST', `/ingest/drivers/disk-van-${index}/positions`, {
            positions: [{ lat: 55.67, lng: 12.56, at: new Date().toISOString() }],
          })
          .then(async (response) => full.count(response, 0)),
      ),
    );
    const deadline = performance.now() + 5000;
    while (performance.now() < deadline && watchers.some((watcher) => !watcher.positionAfter(postedAt - 1)))
      await sleep(50);
    const live = watchers.filter((watcher) => watcher.positionAfter(postedAt - 1) !== undefined).length;

    disk.free();
    const freedAt = performance.now();
    const after = new WriteAnswers();
    let recoveredAfterMs = Infinity;
    while (performance.now() - freedAt < 10_000) {
      if (await createOrder(service, after, acknowledged)) {
        recoveredAfterMs = performance.now() - freedAt;
        break;
      }
      await sleep(20);
    }
    for (let write = 0; write < 20; write++) await createOrder(service, after, acknowledged);
    const healthy = await fetch(`${service.baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    await service.kill('SIGTERM');

    const database = new Database(file, { readonly: true });
    const integrity = database.pragma('integrity_check', { simple: true }) as string;
    const stored = new Set(
      (database.prepare('select tracking_id from orders').all() as { tracking_id: string }[]).map(
        (row) => row.tracking_id,
      ),
    );
    database.close();
    return {
      ballastMb: Math.round(ballast / 2 ** 20),
      writesWhileFull: full.summary(),
      internals: full.internals + after.internals,
      unavailable: full.unavailable,
      readsWhileFull: `${readsOk} of ${trackingIds.length}`,
      liveWhileFull: `${live} of ${watchers.length}`,
      recoveredAfterMs: Math.round(recoveredAfterMs),
      writesAfter: after.summary(),
      integrityCheck: integrity,
      lost: acknowledged.filter((trackingId) => !stored.has(trackingId)).length,
      crashes: healthy ? 0 : 1,
      ...((full.example ?? after.example) && { example: full.example ?? after.example }),
    };
  } finally {
    for (const watcher of watchers) watcher.stop();
    await service.kill('SIGTERM');
  }
}
