import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { expect, it } from 'vitest';
import { SideConnection } from './side-connection';

const sideConnection = fileURLToPath(new URL('./side-connection.ts', import.meta.url));

it('keeps the process alive while it closes, so awaiting its close is the last thing a script does', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'side-connection-'));
  try {
    // Nothing else holds the event loop: with the worker unref'd at close, Node ends the process with code 13
    // (an unsettled top-level await) before the close resolves.
    const script = `
      import { SideConnection } from ${JSON.stringify(sideConnection)};
      const worker = new SideConnection(${JSON.stringify(path.join(dir, 'db.sqlite'))}, 60_000, console.error);
      await worker.close();
      console.log('closed');
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect({ status: run.status, stdout: run.stdout.trim() }).toEqual({ status: 0, stdout: 'closed' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('counts the rows of existing tables on its own connection, as committed, and takes no name as SQL', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'side-connection-'));
  const file = path.join(dir, 'db.sqlite');
  const main = new BetterSqlite3(file);
  const side = new SideConnection(file, 60_000, () => undefined);
  try {
    main.pragma('journal_mode = WAL');
    main.exec('create table parcels (id integer primary key); insert into parcels values (1), (2), (3)');
    const hostile = 'parcels"; drop table parcels; --';
    expect(await side.countRows(['parcels', 'missing', hostile])).toEqual({ parcels: 3 });
    main.exec('insert into parcels values (4)');
    expect(await side.countRows(['parcels'])).toEqual({ parcels: 4 });
  } finally {
    await side.close();
    main.close();
    rmSync(dir, { recursive: true, force: true });
  }
  await expect(side.countRows(['parcels'])).rejects.toThrow('closed');
});
