import { execFile } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A small tmpfs the run mounts (root only), so a disk really fills: writes there fail with ENOSPC, which SQLite
 * reports as SQLITE_FULL. A ballast file takes the free space; deleting it gives the space back.
 */
export class SmallFilesystem {
  private constructor(readonly dir: string) {}

  /** Mounts one of `sizeMb`; rejects (with the reason) where mounting is not allowed. */
  static async mount(sizeMb: number): Promise<SmallFilesystem> {
    const dir = mkdtempSync(path.join(tmpdir(), 'tracking-faults-disk-'));
    try {
      await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir]);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    return new SmallFilesystem(dir);
  }

  private get ballast(): string {
    return path.join(this.dir, 'ballast');
  }

  /** Writes the ballast until the file system is full; returns its size in bytes. */
  fill(): number {
    const file = openSync(this.ballast, 'w');
    let written = 0;
    try {
      for (const chunk of [1 << 20, 1 << 12, 1]) {
        const bytes = Buffer.alloc(chunk, 1);
        for (;;) {
          try {
            written += writeSync(file, bytes);
          } catch {
            break;
          }
        }
      }
    } finally {
      closeSync(file);
    }
    return written;
  }

  /** Space returns: the ballast goes. */
  free(): void {
    unlinkSync(this.ballast);
  }

  async unmount(): Promise<void> {
    await run('umount', [this.dir]).catch(() => run('umount', ['-l', this.dir]));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
