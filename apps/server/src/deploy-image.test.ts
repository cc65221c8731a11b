import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './platform/config/config';
import { readRuntimeStage } from './testing/dockerfile-stage';
import { freePort } from './testing/redis-server';
import { ensurePageBuilt } from './testing/page-build';
import { titleWithSkip } from './testing/test-engines';

/*
 * No Docker engine runs here, so the image is checked the way it runs: the runtime stage's files (what its COPY
 * lines take from a build) in a folder of their own, its CMD started there as a user that is not root, on the
 * default SQLite database, and its HEALTHCHECK run against it.
 */

const NOBODY = 65534;
const canSwitchUser = userInfo().uid === 0 && spawnSync('setpriv', ['--version']).status === 0;
const skipReason = canSwitchUser ? undefined : 'needs root and setpriv to run as another user';
const stage = readRuntimeStage(path.join(REPO_ROOT, 'docs/deploy/Dockerfile'));

/** Runs a command as nobody, as the image runs as its own user. */
const asNobody = (command: string[]) => [
  'setpriv',
  `--reuid=${NOBODY}`,
  `--regid=${NOBODY}`,
  '--clear-groups',
  '--',
  ...command.map((part) => (part === 'node' ? process.execPath : part)),
];

/**
 * The service's production dependencies under `folder` (the root's node_modules, or the workspace's, where npm
 * puts a version that differs from the one hoisted), as `npm ci --omit=dev --workspace @tracking/server`
 * installs them.
 */
function productionPackages(folder: string): string[] {
  const listed = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable', '-w', '@tracking/server'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  const topLevel = new RegExp(`^${folder}/(@[^/]+/)?[^/]+$`);
  return [...new Set(listed.split('\n').map((line) => path.relative(REPO_ROOT, line)))].filter(
    (entry) => topLevel.test(entry) && !entry.startsWith('node_modules/@tracking/'),
  );
}

/** Builds what the build stage builds, when it is not built yet (the bundle always: it is quick). */
function build(): void {
  const npm = (workspace: string) =>
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: REPO_ROOT });
  npm('@tracking/server');
  ensurePageBuilt();
}

/** The runtime stage's file set in a fresh folder, readable by all, with the folders its RUN hands the user. */
function runtimeFiles(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tracking-image-'));
  chmodSync(root, 0o755);
  for (const { from, source, destination } of stage.copies) {
    if (from === 'production-deps') {
      mkdirSync(path.join(root, path.relative('/app', source)), { recursive: true });
      for (const entry of productionPackages(path.relative('/app', source)))
        cpSync(path.join(REPO_ROOT, entry), path.join(root, entry), { recursive: true });
    } else {
      expect(from).toBe('build');
      cpSync(path.join(REPO_ROOT, path.relative('/app', source)), path.join(root, destination), {
        recursive: true,
      });
    }
  }
  for (const folder of stage.ownedByUser) {
    mkdirSync(path.join(root, folder), { recursive: true });
    chownSync(path.join(root, folder), NOBODY, NOBODY);
  }
  return root;
}

describe.skipIf(skipReason !== undefined)(titleWithSkip('the image', [skipReason]), () => {
  let root: string | undefined;
  afterAll(() => root && rmSync(root, { recursive: true, force: true }));

  it('starts from its runtime files as a user other than root, on SQLite, and answers its health checks', async () => {
    build();
    root = runtimeFiles();
    expect(stage.cmd[0]).toBe('node');
    const [port, metricsPort] = [await freePort(), await freePort()];
    const env = {
      PATH: process.env.PATH,
      ...stage.env,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
    };
    const [command, ...args] = asNobody(stage.cmd);
    const child = spawn(command ?? 'setpriv', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    try {
      const healthz = async () =>
        (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.status ?? child.exitCode;
      await expect.poll(healthz, { timeout: 20_000, interval: 100 }).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
      expect(statSync(path.join(root, 'data/tracking.sqlite')).uid).toBe(NOBODY);

      const [checkCommand, ...checkArgs] = asNobody(stage.healthcheck);
      const check = spawnSync(checkCommand ?? 'setpriv', checkArgs, { env, timeout: 10_000 });
      expect(check.status).toBe(0);
    } catch (error) {
      throw new Error(`${String(error)}\nservice output:\n${output.join('')}`);
    } finally {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
    }
    expect(child.exitCode).toBe(0);
  }, 240_000);
});
