import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../platform/config/config';

/** The page's build and its server render, as `npm run build -w @tracking/web` makes them. */
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const BUILT_FILES = [path.join(WEB_DIST, 'index.html'), path.join(`${WEB_DIST}-ssr`, 'entry-server.js')];
/** One lock per checkout: test files run in parallel, and two builds at once empty each other's output. */
const LOCK = path.join(
  tmpdir(),
  `tracking-page-build-${createHash('sha256').update(REPO_ROOT).digest('hex').slice(0, 12)}`,
);
/** A lock older than this was left by a test process that died while building. */
const STALE_LOCK_MS = 10 * 60_000;
const WAIT_MS = 250;

const isBuilt = () => !existsSync(LOCK) && BUILT_FILES.every((file) => existsSync(file));
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function takeLock(): boolean {
  try {
    mkdirSync(LOCK);
    return true;
  } catch {
    const takenAt = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - takenAt > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
}

/**
 * The environment without what vitest adds to it (NODE_ENV=test, MODE, DEV, SSR and its own): as a build of its own
 * would run, since with them Vite builds React's development runtime into the page.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const added = new Set(['NODE_ENV', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL', 'TEST']);
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !added.has(name) && !name.startsWith('VITEST')),
  );
}

/** Builds the page unless it is built; a test process that finds another one building waits for it. */
export function ensurePageBuilt(): void {
  while (!isBuilt()) {
    if (!takeLock()) {
      sleep(WAIT_MS);
      continue;
    }
    try {
      if (BUILT_FILES.every((file) => existsSync(file))) return;
      const build = spawnSync('npm', ['run', 'build', '-w', '@tracking/web'], {
        cwd: REPO_ROOT,
        stdio: 'ignore',
        env: buildEnv(),
      });
      if (build.status !== 0) throw new Error('the page did not build');
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}
