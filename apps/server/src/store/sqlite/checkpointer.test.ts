import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const checkpointer = fileURLToPath(new URL('./checkpointer.ts', import.meta.url));

it('keeps the process alive while it closes, so awaiting its close is the last thing a script does', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'checkpointer-'));
  try {
    // Nothing else holds the event loop: with the worker unref'd at close, Node ends the process with code 13
    // (an unsettled top-level await) before the close resolves.
    const script = `
      import { Checkpointer } from ${JSON.stringify(checkpointer)};
      const worker = new Checkpointer(${JSON.stringify(path.join(dir, 'db.sqlite'))}, 60_000, console.error);
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
