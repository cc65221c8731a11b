import { ingestOrderBody } from '@tracking/core/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The built service, as deployed (`npm run build -w @tracking/server` first). RELIABILITY_SERVER_ENTRY names a copy
 * of a build instead, so an hour's soak restarts the build it began with while the tree is built again beside it.
 */
const SERVER_ENTRY = process.env.RELIABILITY_SERVER_ENTRY ?? 'apps/server/dist/server.js';

export const INGEST_KEY = 'reliability-ingest-key-0123456789';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServiceOptions {
  /** The process's open-file limit (soft and hard); the machine's by default. */
  openFiles?: number;
  /** Takes what the process writes to stderr (its error logs) instead of passing it through. */
  onStderr?: (text: string) => void;
  /** Node's own flags for the process (the soak's `--inspect`, to read the heap after a full collection). */
  nodeArgs?: string[];
}

/** The built service in its own process on one port and database, which can be killed and started again. */
export class Service {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly options: ServiceOptions,
  ) {}

  static async start(env: Record<string, string>, options: ServiceOptions = {}): Promise<Service> {
    const service = new Service(await freePort(), env, options);
    await service.restart();
    return service;
  }

  /** The running process's id (its descriptors and memory are read from /proc). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process (again) and waits until /healthz answers; resolves with how long that took. */
  async restart(): Promise<number> {
    const started = performance.now();
    const { openFiles, onStderr, nodeArgs = [] } = this.options;
    const node = [process.execPath, ...nodeArgs, SERVER_ENTRY];
    // prlimit sets the process's own open-file limit (the service reads it for its connection and socket caps).
    const [command = process.execPath, ...args] =
      openFiles === undefined ? node : ['prlimit', `--nofile=${openFiles}:${openFiles}`, '--', ...node];
    this.child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', onStderr ? 'pipe' : 'inherit'],
      env: {
        ...process.env,
        PORT: String(this.port),
        METRICS_PORT: '0',
        HOST: '127.0.0.1',
        INGEST_API_KEY: INGEST_KEY,
        TRACKING_DEMO: '0',
        LOG_LEVEL: 'error',
        ...this.env,
      },
    });
    if (onStderr) this.child.stderr?.on('data', (chunk: Buffer) => onStderr(chunk.toString()));
    while (performance.now() - started < 30_000) {
      if (this.child.exitCode !== null) throw new Error(`the service exited with ${this.child.exitCode}`);
      const healthy = await fetch(`${this.baseUrl}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return performance.now() - started;
      await sleep(25);
    }
    throw new Error('the service did not become healthy within 30 s');
  }

  /** Sends the signal and waits until the process is gone. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }

  /** Calls the ingest API with the bearer key. */
  ingest(method: string, path: string, body?: object): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${INGEST_KEY}`, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
  }
}

/** An order body for ingest: core's fixture with this run's merchant and a promise half an hour out. */
export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...ingestOrderBody({
      accountId: 'reliability',
      account: { name: 'Reliability Parcels', logo: null },
      statusCode: 10,
      promisedTime: new Date(Date.now() + 30 * 60_000).toISOString(),
    }),
    ...overrides,
  };
}
