import { mergeLiveMessage, type Order, type ServerMessage } from '@tracking/core';
import type { AccessFacts } from '../order-access';
import type { ViewFeed } from './view-feed';
import type { ViewNotice } from './view-notice';

/** What the store holds behind a link, read once and kept: the view only while the link gave access. */
export interface LoadedOrder {
  accessFacts: AccessFacts;
  accountId: string;
  driverId: string | null;
  /** Whether live messages change the view (out for delivery): then the cache follows them. */
  live: boolean;
  view: Order | undefined;
}

/** A kept order and the answer of `GET /tracking/` for it, encoded once. */
export interface CachedOrder extends LoadedOrder {
  /** `{"status":"OK","payload":…}`; undefined when the view is. */
  answer: Buffer | undefined;
}

interface Entry extends CachedOrder {
  /** Bytes the entry is counted as against the bound. */
  size: number;
  unwatch: (() => void) | undefined;
}

/** A read of the store under way: notices and messages that arrive meanwhile apply to its result. */
interface Fill {
  stale: boolean;
  messages: ServerMessage[];
  done: Promise<CachedOrder | undefined>;
}

/**
 * Memory an entry takes per byte of its encoded answer: the answer itself, the parsed view (objects and strings
 * take several times their JSON), and the maps' bookkeeping. Measured: docs/benchmarks.md.
 */
export const BYTES_PER_ANSWER_BYTE = 4;
const ENTRY_OVERHEAD_BYTES = 512;

export function encodedAnswer(view: Order): Buffer {
  return Buffer.from(JSON.stringify({ status: 'OK', payload: view }));
}

/**
 * The order views this instance served lately, least recently used out past `maxBytes`. An entry is dropped by a
 * notice of any change live messages do not carry (from this instance or another, through the feed), and a live
 * order's entry follows the order's live messages as a page does, so positions never empty it. Whether the link
 * still gives access (expiry) is for the reader to decide at read time: the entry keeps only the facts.
 */
export class OrderViewCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byDriver = new Map<string, Set<string>>();
  private readonly fills = new Map<string, Fill>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly feed: ViewFeed,
    private readonly lookup: (hit: boolean) => void = () => undefined,
  ) {
    feed.onNotice((notice) => this.apply(notice));
    feed.onMissed((lost) =>
      lost === 'all' ? this.apply({ drop: 'all' }) : lost.forEach((id) => this.dropOrder(id)),
    );
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * The order behind a link: kept, or read once with `load` (concurrent misses share that read). A live order is
   * read again once its messages are watched, so none published between the two reads is missed.
   */
  async read(
    trackingId: string,
    load: () => Promise<LoadedOrder | undefined>,
  ): Promise<CachedOrder | undefined> {
    const entry = this.entries.get(trackingId);
    this.lookup(entry !== undefined);
    if (entry) {
      this.entries.delete(trackingId);
      this.entries.set(trackingId, entry);
      entry.answer ??= entry.view && encodedAnswer(entry.view);
      return entry;
    }
    const filling = this.fills.get(trackingId);
    if (filling) return filling.done;
    const fill: Fill = { stale: false, messages: [], done: Promise.resolve(undefined) };
    fill.done = this.fill(trackingId, load, fill).finally(() => this.fills.delete(trackingId));
    this.fills.set(trackingId, fill);
    return fill.done;
  }

  /** Applies a notice here and tells the other instances. */
  announce(notice: ViewNotice): void {
    this.apply(notice);
    this.feed.announce(notice);
  }

  private async fill(
    trackingId: string,
    load: () => Promise<LoadedOrder | undefined>,
    fill: Fill,
  ): Promise<CachedOrder | undefined> {
    let loaded = await load();
    if (!loaded) return undefined;
    let unwatch: (() => void) | undefined;
    if (loaded.live && loaded.view) {
      const watching = await this.feed
        .watch(trackingId, (message) => this.received(trackingId, message))
        .catch(() => undefined);
      // The bus is away: answer what was read, keep nothing (its messages would not reach the entry).
      if (!watching) return { ...loaded, answer: encodedAnswer(loaded.view) };
      unwatch = watching;
      loaded = await load().catch((error: unknown) => {
        unwatch?.();
        throw error;
      });
      if (!loaded) {
        unwatch();
        return undefined;
      }
    }
    let view = loaded.view;
    for (const message of fill.messages) view = view && mergeLiveMessage(view, message);
    const answer = view && encodedAnswer(view);
    const kept: CachedOrder = { ...loaded, view, answer };
    if (fill.stale || this.entries.has(trackingId) || !this.feed.connected()) {
      unwatch?.();
      return kept;
    }
    this.keep(trackingId, { ...kept, unwatch, size: (answer?.length ?? 0) * BYTES_PER_ANSWER_BYTE });
    return kept;
  }

  private keep(trackingId: string, entry: Entry): void {
    entry.size += ENTRY_OVERHEAD_BYTES;
    this.entries.set(trackingId, entry);
    this.bytes += entry.size;
    if (entry.driverId) {
      const orders = this.byDriver.get(entry.driverId) ?? new Set<string>();
      orders.add(trackingId);
      this.byDriver.set(entry.driverId, orders);
    }
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.dropOrder(oldest);
    }
  }

  /** A live message of a kept order: merged as a page merges it; one that ends access drops the entry. */
  private received(trackingId: string, message: ServerMessage): void {
    const fill = this.fills.get(trackingId);
    if (fill) fill.messages.push(message);
    const entry = this.entries.get(trackingId);
    if (!entry?.view) return;
    if (message.type === 'unauthorized') return this.dropOrder(trackingId);
    entry.view = mergeLiveMessage(entry.view, message);
    entry.answer = undefined;
  }

  private apply(notice: ViewNotice): void {
    switch (notice.drop) {
      case 'order':
        this.markStale((id) => id === notice.trackingId || notice.driverId !== undefined);
        this.dropOrder(notice.trackingId);
        if (notice.driverId) this.dropDriver(notice.driverId);
        return;
      case 'driver':
        this.markStale(() => true);
        return this.dropDriver(notice.driverId);
      case 'account':
        this.markStale(() => true);
        for (const [id, entry] of this.entries) if (entry.accountId === notice.accountId) this.dropOrder(id);
        return;
      case 'all':
        this.markStale(() => true);
        for (const id of [...this.entries.keys()]) this.dropOrder(id);
    }
  }

  /** Reads under way may have read what the notice changed: their result is answered but not kept. */
  private markStale(matches: (trackingId: string) => boolean): void {
    for (const [id, fill] of this.fills) if (matches(id)) fill.stale = true;
  }

  private dropDriver(driverId: string): void {
    for (const id of [...(this.byDriver.get(driverId) ?? [])]) this.dropOrder(id);
  }

  private dropOrder(trackingId: string): void {
    const entry = this.entries.get(trackingId);
    if (!entry) return;
    this.entries.delete(trackingId);
    this.bytes -= entry.size;
    entry.unwatch?.();
    if (!entry.driverId) return;
    const orders = this.byDriver.get(entry.driverId);
    orders?.delete(trackingId);
    if (orders?.size === 0) this.byDriver.delete(entry.driverId);
  }
}
