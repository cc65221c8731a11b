import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WalFile, WalSync } from './wal-sync';

/** An fsync that finishes when the test says so, counting the calls. */
function controlledFsync() {
  const pending: (() => void)[] = [];
  return {
    calls: () => pending.length,
    finishAll: () => pending.splice(0).forEach((finish) => finish()),
    fsync: () => new Promise<void>((resolve) => pending.push(resolve)),
  };
}

describe('WalSync', () => {
  it('covers every commit waiting during a sync with one more sync, not one each', async () => {
    const disk = controlledFsync();
    const wal = new WalSync(disk.fsync);
    const first = wal.sync();
    const waiting = Array.from({ length: 10 }, () => wal.sync());
    expect(disk.calls()).toBe(1);
    disk.finishAll();
    await first;
    await Promise.resolve();
    expect(disk.calls()).toBe(1);
    disk.finishAll();
    await Promise.all(waiting);
    expect(disk.calls()).toBe(0);
  });

  it('does not acknowledge a commit before a sync that started after it', async () => {
    const disk = controlledFsync();
    const wal = new WalSync(disk.fsync);
    void wal.sync();
    let acknowledged = false;
    const later = wal.sync().then(() => (acknowledged = true));
    disk.finishAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(acknowledged).toBe(false);
    disk.finishAll();
    await later;
    expect(acknowledged).toBe(true);
  });

  it('passes a failed sync on to the writes waiting for it', async () => {
    const wal = new WalSync(() => Promise.reject(new Error('disk gone')));
    await expect(wal.sync()).rejects.toThrow('disk gone');
    await expect(wal.sync()).rejects.toThrow('disk gone');
  });
});

describe('WalFile', () => {
  it('syncs through one handle, reopens after a failure, and closes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wal-file-'));
    const file = path.join(dir, 'db-wal');
    const wal = new WalFile(file);
    try {
      await expect(wal.sync()).rejects.toThrow(/ENOENT/);
      writeFileSync(file, 'frames');
      await wal.sync();
      await wal.sync();
      await wal.close();
      await wal.sync();
      await wal.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
