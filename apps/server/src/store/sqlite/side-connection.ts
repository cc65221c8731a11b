import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Runs in the worker, on a connection of its own: copies the WAL into the database file every interval, and
 * counts tables' rows when asked. Table names are checked against the schema and quoted: none reaches SQL unseen.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ type: 'checkpointFailed', message: String(error) });
  }
}, workerData.intervalMs);
function countRows(tables) {
  const here = new Set(db.prepare("select name from sqlite_master where type = 'table'").pluck().all());
  const counts = {};
  for (const table of tables) {
    if (!here.has(table)) continue;
    counts[table] = db.prepare('select count(*) from "' + table.replaceAll('"', '""') + '"').pluck().get();
  }
  return counts;
}
parentPort.on('message', (request) => {
  if (request.type === 'count') {
    try {
      parentPort.postMessage({ type: 'counted', id: request.id, counts: countRows(request.tables) });
    } catch (error) {
      parentPort.postMessage({ type: 'counted', id: request.id, error: String(error) });
    }
    return;
  }
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

type WorkerReply =
  | { type: 'checkpointFailed'; message: string }
  | { type: 'counted'; id: number; counts?: Record<string, number>; error?: string };

/**
 * A second connection to the database on a worker thread, for the work that would hold the event loop: it
 * checkpoints the WAL (SQLite's own automatic checkpoint runs inside a commit on the main thread and syncs the
 * database file there, stalling every socket and request for as long as the disk takes, hundreds of ms on a busy
 * disk), and counts whole tables (a count reads every row of a table or of its smallest index: the retention
 * run's counts held every socket for 130 ms twice in the push bench, and grow with the tables).
 */
export class SideConnection {
  private readonly worker: Worker;
  private closing: Promise<void> | undefined;
  private nextId = 0;
  private readonly counting = new Map<
    number,
    { resolve: (counts: Record<string, number>) => void; reject: (error: Error) => void }
  >();

  constructor(file: string, intervalMs: number, onCheckpointError: (message: string) => void) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, intervalMs } });
    this.worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'checkpointFailed') return onCheckpointError(reply.message);
      const waiting = this.counting.get(reply.id);
      this.counting.delete(reply.id);
      if (this.counting.size === 0 && !this.closing) this.worker.unref();
      if (reply.error !== undefined) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.counts ?? {});
    });
    this.worker.on('error', (error) => onCheckpointError(String(error)));
    this.worker.on('exit', () => {
      for (const waiting of this.counting.values()) waiting.reject(new Error('the SQLite worker ended'));
      this.counting.clear();
    });
    this.worker.unref();
  }

  /** The rows of each of the tables that exist (others are left out), read on the worker's connection. */
  countRows(tables: readonly string[]): Promise<Record<string, number>> {
    if (this.closing) return Promise.reject(new Error('the SQLite worker is closed'));
    const id = this.nextId++;
    // Held while a count is under way: a script awaiting it must not end first.
    this.worker.ref();
    return new Promise((resolve, reject) => {
      this.counting.set(id, { resolve, reject });
      this.worker.postMessage({ type: 'count', id, tables });
    });
  }

  /**
   * Stops checkpointing and closes the worker's connection; closing again waits for the same end. The worker is
   * held again meanwhile: unref'd, it would let Node end a process awaiting this close before it resolves.
   */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      this.worker.ref();
      this.worker.once('exit', () => resolve());
      this.worker.postMessage({ type: 'close' });
    });
    return this.closing;
  }
}
