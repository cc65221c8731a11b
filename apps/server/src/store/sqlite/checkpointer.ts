import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Runs in the worker: its own connection copies the WAL into the database file every interval. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String(error));
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints the WAL from a worker thread. SQLite's own automatic checkpoint runs inside a commit on the main
 * thread and syncs the database file there, stalling every socket and request for as long as the disk takes
 * (hundreds of ms on a busy disk); here the main connection never checkpoints and this thread does it.
 */
export class Checkpointer {
  private readonly worker: Worker;
  private closing: Promise<void> | undefined;

  constructor(file: string, intervalMs: number, onError: (message: string) => void) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, intervalMs } });
    this.worker.on('message', onError);
    this.worker.on('error', (error) => onError(String(error)));
    this.worker.unref();
  }

  /**
   * Stops checkpointing and closes the worker's connection; closing again waits for the same end. The worker is
   * held again meanwhile: unref'd, it would let Node end a process awaiting this close before it resolves.
   */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      this.worker.ref();
      this.worker.once('exit', () => resolve());
      this.worker.postMessage('close');
    });
    return this.closing;
  }
}
