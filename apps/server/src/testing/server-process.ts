import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { LiveTestSocket } from './live-test-support';
import { freePort } from './redis-server';
import { INGEST_KEY, TEST_REDIS_CHANNEL_SECRET } from './test-app';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));
const START_TIMEOUT_MS = 20_000;

/**
 * One instance of the service as it is deployed: its own process (server.ts through tsx) on a loopback port,
 * configured only by environment variables. Its log lines are kept so a test can see what it reported.
 */
export class ServerProcess {
  readonly logs: string[] = [];
  private readonly sockets: WebSocket[] = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    const keep = (chunk: Buffer) => this.logs.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  /** Starts an instance with these variables (DATABASE_URL, REDIS_URL, ...) and waits until it is healthy. */
  static async start(env: Record<string, string>): Promise<ServerProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      env: {
        ...process.env,
        PORT: String(port),
        METRICS_PORT: '0',
        HOST: '127.0.0.1',
        INGEST_API_KEY: INGEST_KEY,
        TRACKING_DEMO: '0',
        LOG_LEVEL: 'info',
        LIVE_HEARTBEAT_MS: '60000',
        WEB_DIST: path.join(tmpdir(), 'tracking-web-not-built'),
        // Read only with REDIS_URL: instances of one test share it, as a deployment's do.
        REDIS_CHANNEL_SECRET: TEST_REDIS_CHANNEL_SECRET,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, port);
    await server.waitUntilHealthy();
    return server;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Log messages (the `msg` of each JSON line). */
  get messages(): string[] {
    return this.logs.flatMap((line) => {
      try {
        return [(JSON.parse(line) as { msg?: string }).msg ?? ''];
      } catch {
        return [line];
      }
    });
  }

  request(
    method: string,
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return fetch(`${this.baseUrl}${url}`, {
      method,
      headers: { ...(body && { 'content-type': 'application/json' }), ...headers },
      body: body && JSON.stringify(body),
    });
  }

  /** Calls the ingest API with the bearer key, as the provider's systems do. */
  ingest(method: string, url: string, body?: object): Promise<Response> {
    return this.request(method, url, body, { authorization: `Bearer ${INGEST_KEY}` });
  }

  /** Opens a recipient's live socket on this instance. */
  connect(trackingId: string): Promise<LiveTestSocket> {
    const ws = new WebSocket(`ws://127.0.0.1:${this.port}/ws?trackingId=${trackingId}&user_type=trackingV2`);
    this.sockets.push(ws);
    const socket = new LiveTestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  /** Kills the process outright: no 1012 close, no shutdown; its sockets just drop. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGKILL');
    await exited;
  }

  /** Shuts down as the orchestrator does (SIGTERM), closing the test's own sockets first. */
  async stop(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGTERM');
    await exited;
  }

  private async waitUntilHealthy(): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) {
        throw new Error(`instance exited with ${this.child.exitCode}:\n${this.logs.join('\n')}`);
      }
      const healthy = await fetch(`${this.baseUrl}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await this.kill();
    throw new Error(`instance did not become healthy:\n${this.logs.join('\n')}`);
  }
}
