import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes this run's SQLite files (and their WAL companions) once the services have stopped. */
export default function globalTeardown() {
  const prefix = `tracking-e2e-${process.env.E2E_RUN_ID}-`;
  for (const file of readdirSync(os.tmpdir())) {
    if (file.startsWith(prefix)) rmSync(path.join(os.tmpdir(), file), { force: true });
  }
}
