import { WebSocket } from 'ws';

interface LiveMessage {
  type: string;
  promisedTime?: string | null;
  driverLocation?: { at?: string };
}

/**
 * One recipient's live socket as a test sees it: answers pings, and keeps what the page would show of the
 * fields under test (the promised time, merged from every routeUpdate) and when positions arrived.
 */
export class Watcher {
  promisedTime: string | null | undefined;
  /** When the promised time last arrived (performance.now()). */
  promisedArrived = 0;
  /** Driver position times (their `at`, epoch ms) in arrival order, with when they arrived (performance.now()). */
  readonly positions: { at: number; arrived: number }[] = [];
  closed = false;
  private ws: WebSocket | undefined;

  constructor(
    readonly trackingId: string,
    private readonly url: string,
  ) {}

  /** Resolves once the socket is open (or refused: then `closed`). */
  open(): Promise<void> {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.on('message', (data: Buffer) => this.received(JSON.parse(data.toString()) as LiveMessage));
    ws.on('error', () => undefined);
    ws.on('close', () => (this.closed = true));
    return new Promise((resolve) => {
      ws.once('open', () => resolve());
      ws.once('close', () => resolve());
    });
  }

  /** When the first position stamped after `epochMs` arrived (performance.now()), or undefined. */
  positionAfter(epochMs: number): number | undefined {
    return this.positions.find((position) => position.at > epochMs)?.arrived;
  }

  stop(): void {
    this.ws?.terminate();
  }

  private received(message: LiveMessage): void {
    if (message.type === 'ping') this.ws?.send(JSON.stringify({ type: 'pong' }));
    if (message.type === 'routeUpdate' && message.promisedTime !== undefined) {
      this.promisedTime = message.promisedTime;
      this.promisedArrived = performance.now();
    }
    const at = message.driverLocation?.at;
    if (at) this.positions.push({ at: Date.parse(at), arrived: performance.now() });
  }
}

/** Opens sockets in batches, so the handshakes do not all land at once. */
export async function openAll(watchers: Watcher[]): Promise<void> {
  for (let start = 0; start < watchers.length; start += 100) {
    await Promise.all(watchers.slice(start, start + 100).map((watcher) => watcher.open()));
  }
}
