import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_SERVERS, E2E_TILE_PORT, serverUrl, type E2eServer } from './e2e/support/servers';

// Browser tests drive Debian's chromium (apt install chromium); Playwright's browser download cannot run here.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

// One id per run, shared with the workers through the environment, so each run starts on fresh databases.
process.env.E2E_RUN_ID ??= String(Date.now());
const databaseFile = (server: E2eServer) =>
  path.join(os.tmpdir(), `tracking-e2e-${process.env.E2E_RUN_ID}-${server.name}.sqlite`);

/** The real, built service (`npm run build` first) on its own port and SQLite file. */
const webServer = (server: E2eServer) => ({
  command: 'node apps/server/dist/server.js',
  cwd: repoRoot,
  url: `${serverUrl(server)}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(server.port),
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
    // Share and calendar links are built on it: the address the browser tests open.
    PUBLIC_URL: serverUrl(server),
    DATABASE_URL: `sqlite:${databaseFile(server)}`,
    TRACKING_DEMO: '0',
    LOG_LEVEL: 'warn',
    ...server.env,
  },
});

/** Map tiles drawn locally (e2e/support/tile-server.mjs); the services' TILE_URL points here. */
const tileServer = {
  command: `node e2e/support/tile-server.mjs ${E2E_TILE_PORT}`,
  cwd: repoRoot,
  url: `http://127.0.0.1:${E2E_TILE_PORT}/healthz`,
  reuseExistingServer: false,
  timeout: 10_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
  testDir: 'e2e',
  // Screenshots for the docs have their own config (e2e/screenshots/screenshots.config.ts).
  testIgnore: 'screenshots/**',
  fullyParallel: false,
  workers: 1,
  // A spec that fails now and then has a cause to find; a retry would hide it.
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  globalTeardown: path.join(repoRoot, 'e2e/support/global-teardown.ts'),
  webServer: [...E2E_SERVERS.map(webServer), tileServer],
  use: {
    baseURL: serverUrl(E2E_SERVERS[0]),
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
});
