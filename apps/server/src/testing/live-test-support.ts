import { WebSocket, type ClientOptions } from 'ws';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app';

/** A received frame, parsed, with when it arrived and whether it came as a text frame. */
export interface Received {
  message: { type: string; [field: string]: unknown };
  atMs: number;
  text: boolean;
}

/** A real ws client that queues what it receives, so a test can wait for the next message or the close. */
export class LiveTestSocket {
  readonly received: Received[] = [];
  /** Messages received so far, taken or not. */
  total = 0;
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, isBinary) => {
      this.total++;
      this.received.push({
        message: JSON.parse(data.toString()) as Received['message'],
        atMs: performance.now(),
        text: !isBinary,
      });
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    ws.on('error', () => {});
  }

  /** The first message of this type not taken yet (earlier messages are skipped), within the timeout. */
  next(type: string, timeoutMs = 2000): Promise<Received> {
    return this.nextWhere(type, () => true, timeoutMs);
  }

  /** The first message of this type (or of one of these types) that matches, skipping the ones before it. */
  async nextWhere(
    type: string | readonly string[],
    matches: (message: Received['message']) => boolean,
    timeoutMs = 2000,
  ): Promise<Received> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const types: readonly string[] = typeof type === 'string' ? [type] : type;
      const index = this.received.findIndex(
        (entry) => types.includes(String(entry.message.type)) && matches(entry.message),
      );
      if (index >= 0) return this.received.splice(0, index + 1).at(-1) as Received;
      const left = deadline - performance.now();
      if (left <= 0)
        throw new Error(
          `no ${types.join(' or ')} within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }
}

export interface LiveServer {
  test: TestApp;
  baseUrl: string;
  /** Opens a socket; resolves once open (or with the HTTP status it was refused with). */
  open(query: string, options?: ClientOptions): Promise<LiveTestSocket>;
  refusal(query: string, options?: ClientOptions): Promise<number>;
  connect(trackingId: string, options?: ClientOptions): Promise<LiveTestSocket>;
  /** Calls the ingest API over HTTP, as the provider does. */
  ingest(method: string, path: string, body: object): Promise<Response>;
  close(): Promise<void>;
}

/** The real service listening on an ephemeral loopback port. */
export async function startLiveServer(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<LiveServer> {
  const test = await startTestApp({ LIVE_HEARTBEAT_MS: '60000', ...env }, options);
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const sockets: WebSocket[] = [];
  const server: LiveServer = {
    test,
    baseUrl,
    open(query, options) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?${query}`, options);
      sockets.push(ws);
      const socket = new LiveTestSocket(ws);
      return new Promise((resolve, reject) => {
        ws.once('open', () => resolve(socket));
        ws.once('unexpected-response', (_request, response) =>
          reject(new Error(`HTTP ${response.statusCode}`)),
        );
      });
    },
    async refusal(query, options) {
      const error = await server.open(query, options).then(
        () => new Error('HTTP 101'),
        (refused: Error) => refused,
      );
      return Number(error.message.replace('HTTP ', ''));
    },
    connect: (trackingId, options) => server.open(`trackingId=${trackingId}&user_type=trackingV2`, options),
    ingest: (method, path, body) =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${String(test.config.ingestApiKeys[0])}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      }),
    async close() {
      for (const ws of sockets) ws.terminate();
      await test.close();
    },
  };
  return server;
}
