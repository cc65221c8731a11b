import type { Bus, BusHandler } from './bus';

/** The single-process bus: delivery is synchronous, in publish order. */
export class MemoryBus implements Bus {
  private readonly handlers = new Map<string, Set<BusHandler>>();
  /** `subscribe` adds the handler before it returns (an async function runs up to its first await). */
  readonly subscribesAtOnce = true;

  publish(channel: string, payload: string): void {
    const handlers = this.handlers.get(channel);
    if (!handlers) return;
    // A copy: a handler may unsubscribe (a final status closes the order's sockets) while we deliver.
    for (const handler of [...handlers]) handler(payload);
  }

  async subscribe(channel: string, handler: BusHandler): Promise<void> {
    const handlers = this.handlers.get(channel) ?? new Set();
    handlers.add(handler);
    this.handlers.set(channel, handlers);
  }

  async unsubscribe(channel: string, handler: BusHandler): Promise<void> {
    const handlers = this.handlers.get(channel);
    if (!handlers) return;
    handlers.delete(handler);
    if (handlers.size === 0) this.handlers.delete(channel);
  }

  /** Memory never loses a message, so there is nothing to report. */
  onMissed(): void {}

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.handlers.clear();
  }

  /** Channels with at least one subscriber. */
  get channelCount(): number {
    return this.handlers.size;
  }
}
