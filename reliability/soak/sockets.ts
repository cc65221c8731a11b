import { WebSocket } from 'ws';
import type { Balancer } from './balancer';
import type { Latencies } from './samples';

/**
 * A page's live socket through the balancer: after any close but a refusal it reconnects at once to a ready
 * instance (a balancer's retry; the page's own delay is the page's business). It records push latency (a
 * position's `at` to its arrival) and, after each reconnect, how long until a position newer than the close.
 */
export class SoakSocket {
  closedAt: number | undefined;
  /** Milliseconds from each close to the first newer position after it. */
  readonly recoveries: number[] = [];
  private stopped = false;
  private ws: WebSocket | undefined;

  constructor(
    private readonly balancer: Balancer,
    private readonly trackingId: string,
    private readonly pushes: Latencies,
    private readonly elapsed: () => number,
  ) {}

  connect(): void {
    if (this.stopped) return;
    const service = this.balancer.pick();
    const ws = new WebSocket(
      `ws://127.0.0.1:${service.port}/ws?trackingId=${this.trackingId}&user_type=trackingV2`,
    );
    this.ws = ws;
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; driverLocation?: { at?: string } };
      if (message.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
      const at = Date.parse(message.driverLocation?.at ?? '');
      if (Number.isNaN(at)) return;
      this.pushes.add(this.elapsed(), Date.now() - at);
      if (this.closedAt !== undefined && at > this.closedAt) {
        this.recoveries.push(Date.now() - this.closedAt);
        this.closedAt = undefined;
      }
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      if (this.stopped) return;
      this.closedAt ??= Date.now();
      setTimeout(() => this.connect(), 50);
    });
  }

  /** Still waiting for a current position since a close. */
  get waiting(): boolean {
    return this.closedAt !== undefined;
  }

  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }
}
