import { open, type FileHandle } from 'node:fs/promises';

/**
 * The WAL file, opened once and flushed on the thread pool. SQLite keeps the same file while a connection is
 * open (a checkpoint starts it over from its beginning; only the last connection's close removes it), so one
 * handle serves every sync: an open and a close per sync were two more trips to the thread pool per commit, and a
 * close after an fsync took 4-16 ms when it ran on the main thread.
 */
export class WalFile {
  private handle: Promise<FileHandle> | undefined;

  constructor(private readonly path: string) {}

  async sync(): Promise<void> {
    const handle = (this.handle ??= open(this.path, 'r'));
    try {
      await (await handle).sync();
    } catch (error) {
      // Opened anew by the next sync: a handle that failed once is not trusted again.
      if (this.handle === handle) this.handle = undefined;
      void handle.then((file) => file.close()).catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    if (handle) await (await handle).close();
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

  /** `flush` syncs the WAL to disk (WalFile#sync). */
  constructor(private readonly flush: () => Promise<void>) {}

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
    this.current = this.flush().finally(() => {
      this.current = undefined;
    });
    return this.current;
  }
}
