import { orderChannel, type Bus, type BusHandler } from '../../platform/bus/bus';
import { HeartbeatWheel } from './heartbeat';
import { frameFromPayload, PING_FRAME, type LiveFrame } from './live-frame';
import type { LiveClient } from './live-client';

/** The sockets of one order on this instance, and the bus subscription that feeds them. */
interface OrderWatch {
  clients: Set<LiveClient>;
  handler: BusHandler;
  subscribed: Promise<void>;
  /** Set once the subscription is in place: a socket joining then gets every message without waiting. */
  listening: boolean;
}

export interface HubOptions {
  /** Ping period; a client that has not answered one period after its ping is dropped. */
  heartbeatMs: number;
}

/**
 * Who listens to which order on this instance. It subscribes to an order's bus channel while at least one socket
 * watches the order, and fans each message out to those sockets, encoded once.
 */
export class LiveHub {
  private readonly watches = new Map<string, OrderWatch>();
  private readonly heartbeat: HeartbeatWheel<LiveClient>;

  constructor(
    private readonly bus: Bus,
    options: HubOptions,
  ) {
    this.heartbeat = new HeartbeatWheel<LiveClient>(options.heartbeatMs, {
      ping: (client) => client.send(PING_FRAME),
      silent: (client) => client.terminate(),
    });
    this.heartbeat.start();
  }

  /** Resolves once the client will get every message published from now on. */
  async join(client: LiveClient): Promise<void> {
    const id = client.trackingId;
    let watch = this.watches.get(id);
    if (!watch) {
      const handler: BusHandler = (payload) => this.deliver(id, payload);
      const created: OrderWatch = {
        clients: new Set(),
        handler,
        subscribed: Promise.resolve(),
        listening: false,
      };
      // A failed subscription (the bus is down) must not stick: the next socket for this order tries again.
      created.subscribed = this.bus.subscribe(orderChannel(id), handler).then(
        () => {
          created.listening = true;
        },
        (error: unknown) => {
          if (this.watches.get(id) === created) this.watches.delete(id);
          throw error;
        },
      );
      this.watches.set(id, created);
      watch = created;
    }
    watch.clients.add(client);
    this.heartbeat.add(client);
    await watch.subscribed;
  }

  /**
   * Whether a socket joining the order now gets every message from the moment `join` is called (it is added at
   * once; the promise only waits for a subscription): this instance listens already, or its bus subscribes at
   * once.
   */
  joinsAtOnce(trackingId: string): boolean {
    return this.bus.subscribesAtOnce === true || this.watches.get(trackingId)?.listening === true;
  }

  leave(client: LiveClient): void {
    this.heartbeat.remove(client);
    const watch = this.watches.get(client.trackingId);
    if (!watch?.clients.delete(client) || watch.clients.size > 0) return;
    this.watches.delete(client.trackingId);
    void this.bus.unsubscribe(orderChannel(client.trackingId), watch.handler);
  }

  /** Closes every socket, e.g. with 1012 when the service restarts. */
  closeAll(code: number, reason: string): void {
    this.heartbeat.stop();
    for (const watch of [...this.watches.values()]) {
      for (const client of [...watch.clients]) client.close(code, reason);
    }
  }

  /** Drops every socket at once, for those that did not finish the closing handshake in time. */
  terminateAll(): void {
    for (const watch of [...this.watches.values()]) {
      for (const client of [...watch.clients]) client.terminate();
    }
  }

  get orderCount(): number {
    return this.watches.size;
  }

  get clientCount(): number {
    let count = 0;
    for (const watch of this.watches.values()) count += watch.clients.size;
    return count;
  }

  /** Sends a frame to the order's sockets on this instance only, e.g. a snapshot to catch up after an outage. */
  sendLocal(trackingId: string, frame: LiveFrame): void {
    const watch = this.watches.get(trackingId);
    if (!watch) return;
    // Closing a socket removes it from the set later (on its close event), so iterating the set itself is safe.
    for (const client of watch.clients) client.send(frame);
  }

  private deliver(trackingId: string, payload: string): void {
    const frame = frameFromPayload(payload);
    if (frame) this.sendLocal(trackingId, frame);
  }
}
