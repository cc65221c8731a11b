import { open } from 'node:fs/promises';

/**
 * Flushes a file to disk, all of it on the thread pool: its open, its fsync and its close (a close after an fsync
 * took 4-16 ms on the main thread now and then in the push bench, every socket waiting behind it).
 */
export async function fsyncFile(path: string): Promise<void> {
  const file = await open(path, 'r');
  try {
    await file.sync();
  } finally {
    await file.close();
  }
}

/**
 * Makes SQLite commits durable without blocking the event loop. With synchronous=FULL every commit fsyncs the WAL
 * on the main thread (3-4 ms each here, 28 ms at p99, while no socket and no request moves). Instead commits run
 * with synchronous=NORMAL and a write is acknowledged only after this syncs the WAL on the thread pool; one sync
 * covers every commit made before it started (group commit), so a burst of writes costs a sync or two.
 */
export class WalSync {
  private current: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(
    private readonly walPath: string,
    private readonly fsync: (path: string) => Promise<void> = fsyncFile,
  ) {}

  /** Resolves once every commit made before the call is on disk. */
  sync(): Promise<void> {
    if (this.next) return this.next;
    if (this.current) {
      // The running sync may have started before this commit: one more after it covers everyone waiting now.
      this.next = this.current.then(() => {
        this.next = undefined;
        return this.sync();
      });
      return this.next;
    }
    this.current = this.fsync(this.walPath).finally(() => {
      this.current = undefined;
    });
    return this.current;
  }
}
