import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A free loopback port, as the kernel hands them out. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/**
 * A redis-server of the test's own on a spare port, so a test can stop and restart it without touching the
 * shared one. Memory only: a restart starts empty, as a crashed Redis without persistence does.
 */
export class OwnRedisServer {
  private process: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  /** On `port`, or on a spare one. */
  static async start(port?: number): Promise<OwnRedisServer> {
    const server = new OwnRedisServer(port ?? (await freePort()));
    await server.start();
    return server;
  }

  /** The server's process id (to read its CPU time), 0 while stopped. */
  get pid(): number {
    return this.running ? (this.process?.pid ?? 0) : 0;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.process = spawn('redis-server', args, { stdio: 'ignore' });
    // Queued until the server listens: the probe retries every 20 ms.
    const probe = new Redis(this.url, { retryStrategy: () => 20, maxRetriesPerRequest: null });
    probe.on('error', () => undefined);
    try {
      await probe.ping();
    } finally {
      probe.disconnect();
    }
  }

  /** Kills it outright (a crash, an operator's restart), or asks it to stop (SIGTERM). */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const running = this.process;
    if (!running || !this.running) return;
    const exited = once(running, 'exit');
    running.kill(signal);
    await exited;
  }

  private get running(): boolean {
    return this.process !== undefined && this.process.exitCode === null && this.process.signalCode === null;
  }
}
