import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ENUMERATION_MAX_MISSES, E2E_INGEST_KEY, E2E_TILE_ATTRIBUTION, E2E_TILE_URL } from './servers';

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Shifts a service's clock (support/clock.ts): preloaded only when a spec sets the service's time. */
const SERVICE_CLOCK = fileURLToPath(new URL('./service-clock.mjs', import.meta.url));

interface ServiceOptions {
  /** What the service's clock reads as it starts (it runs on from there, across restarts too); real time if left out. */
  clock?: Date;
  /** More of the service's environment (e.g. the push settings of push.spec.ts). */
  env?: Record<string, string>;
}

/**
 * A test's own instance of the built service (the shared one must stay up for the other tests), on a spare port
 * with its own SQLite file. It can be killed and started again on the same port and file, as a restart would.
 */
export class ServiceProcess {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly databaseFile: string,
    /** How far the service's clock is ahead of real time (behind when negative). */
    private readonly clockOffsetMs: number,
    private readonly env: Record<string, string>,
  ) {}

  static async start(options: ServiceOptions = {}): Promise<ServiceProcess> {
    const port = await freePort();
    const file = path.join(os.tmpdir(), `tracking-e2e-${process.env.E2E_RUN_ID}-own-${port}.sqlite`);
    const offsetMs = options.clock ? options.clock.getTime() - Date.now() : 0;
    const service = new ServiceProcess(port, file, offsetMs, options.env ?? {});
    await service.restart();
    return service;
  }

  /** The service's notion of now: what the spec gives the browser's clock and counts the times it sends from. */
  now(): Date {
    return new Date(Date.now() + this.clockOffsetMs);
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the service (again) and waits until it answers its health check. */
  async restart(): Promise<void> {
    const clockArgs = this.clockOffsetMs === 0 ? [] : ['--import', SERVICE_CLOCK];
    this.child = spawn(process.execPath, [...clockArgs, 'apps/server/dist/server.js'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        E2E_SERVICE_CLOCK_OFFSET_MS: String(this.clockOffsetMs),
        PORT: String(this.port),
        METRICS_PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${this.databaseFile}`,
        INGEST_API_KEY: E2E_INGEST_KEY,
        TILE_URL: E2E_TILE_URL,
        TILE_ATTRIBUTION: E2E_TILE_ATTRIBUTION,
        ENUMERATION_MAX_MISSES: E2E_ENUMERATION_MAX_MISSES,
        TRACKING_DEMO: '0',
        LOG_LEVEL: 'warn',
        ...this.env,
      },
    });
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const healthy = await fetch(`${this.baseUrl}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the service on port ${this.port} did not start`);
  }

  /** Ends the process with `signal` (SIGKILL: no goodbye to the sockets) and waits until it is gone. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  async stop(): Promise<void> {
    await this.kill('SIGTERM');
    for (const suffix of ['', '-wal', '-shm']) rmSync(this.databaseFile + suffix, { force: true });
  }
}
