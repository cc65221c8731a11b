import { mergeLiveMessage, type Order } from '@tracking/core';
import type { AccessFacts } from '../order-access';
import type { LazyMessage, ViewFeed } from './view-feed';
import type { ViewNotice } from './view-notice';

/** What the store holds behind a link: its order row's facts, and how to read its view while it gives access. */
export interface LoadedOrder {
  accessFacts: AccessFacts;
  accountId: string;
  driverId: string | null;
  /** Whether the order's own link was ever opened (its first open is reported once). */
  linkOpened: boolean;
  /** Whether live messages change the view (out for delivery): then the cache follows them. */
  live: boolean;
  /** Reads the view (the costly part: timeline, route, positions); undefined while the link gives no access. */
  view: (() => Promise<Order>) | undefined;
}

/** A kept order: the facts that decide access, and the answer of `GET /tracking/` for it, encoded once. */
export interface CachedOrder {
  accessFacts: AccessFacts;
  accountId: string;
  /** Set by the reader that reports the link's first open, so this instance reports it once. */
  linkOpened: boolean;
  /** `{"status":"OK","payload":…}`; undefined while the link gave no access. */
  answer: Buffer | undefined;
}

interface Entry extends CachedOrder {
  driverId: string | null;
  /**
   * The fields of the live messages received since the answer was encoded, the newest of each field (as a page
   * merges them), folded into the answer at its next read. Fields, not messages: a live order moves every second
   * or so, and messages kept until a read lived long enough to be copied by the young-generation collector and
   * promoted to the old one.
   */
  overlay: Partial<Order> | undefined;
  /** Bytes the entry is counted as against the bound. */
  size: number;
  unwatch: (() => void) | undefined;
}

/** A read of the store under way: notices and messages that arrive meanwhile apply to its result. */
interface Fill {
  stale: boolean;
  messages: LazyMessage[];
  done: Promise<CachedOrder | undefined>;
}

/** What an entry costs besides its answer's bytes: the entry object, the maps' slots, the buffer's header. */
export const ENTRY_OVERHEAD_BYTES = 400;

/**
 * The answer's bytes in memory of their own: a small Buffer.from shares an 8 KiB pool slab that one kept answer
 * would hold on to after every other slice of it is gone.
 */
export function encodedAnswer(view: Order): Buffer {
  const json = JSON.stringify({ status: 'OK', payload: view });
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  bytes.write(json);
  return bytes;
}

/** A view with live messages merged as a page merges them, or `unauthorized` when one ended access. */
function merge(view: Order, messages: readonly LazyMessage[]): Order | 'unauthorized' {
  let merged = view;
  for (const lazy of messages) {
    const message = lazy();
    if (message?.type === 'unauthorized') return 'unauthorized';
    if (message) merged = mergeLiveMessage(merged, message);
  }
  return merged;
}

/** What a read answers of a loaded order besides its view. */
const unkept = ({ accessFacts, accountId, linkOpened }: LoadedOrder) => ({
  accessFacts,
  accountId,
  linkOpened,
});

/** The view an encoded answer carries. */
export function viewOfAnswer(answer: Buffer): Order {
  return (JSON.parse(answer.toString()) as { payload: Order }).payload;
}

/**
 * The order views this instance served lately, as encoded answers, least recently used out past `maxBytes`. An
 * entry is dropped by a notice of any change live messages do not carry (from this instance or another, through
 * the feed), and a live order's entry follows the order's live messages as a page does, so positions never empty
 * it: the messages' fields wait in a small overlay and are folded into the answer when it is next read (a live
 * order moves more often than it is read). Whether the link still gives access (expiry) is for the reader to
 * decide at read time: the entry keeps only the facts.
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
   * The order behind a link: kept, or read once with `load` (concurrent misses share that read). A live order's
   * row is read again once its messages are watched, and its view after that, so none published meanwhile is
   * missed. `counted`: a recipient's lookup (a warm-up's is not a hit or a miss of anyone's).
   */
  async read(
    trackingId: string,
    load: () => Promise<LoadedOrder | undefined>,
    counted = true,
  ): Promise<CachedOrder | undefined> {
    const entry = this.peek(trackingId);
    if (counted) this.lookup(entry !== undefined);
    if (entry) return entry;
    const filling = this.fills.get(trackingId);
    if (filling) return filling.done;
    const fill: Fill = { stale: false, messages: [], done: Promise.resolve(undefined) };
    fill.done = this.fill(trackingId, load, fill).finally(() => this.fills.delete(trackingId));
    this.fills.set(trackingId, fill);
    return fill.done;
  }

  /**
   * The order as kept, its live messages folded in, without reading anything (the door's answer to a hit, and the
   * first step of `read`); undefined when this instance does not hold it. Counts no lookup: the caller does.
   */
  peek(trackingId: string): CachedOrder | undefined {
    const entry = this.entries.get(trackingId);
    if (!entry) return undefined;
    this.entries.delete(trackingId);
    this.entries.set(trackingId, entry);
    if (entry.overlay) this.fold(entry);
    return this.entries.get(trackingId) === entry ? entry : undefined;
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
      // The bus is away: answer what is read, keep nothing (its messages would not reach the entry).
      if (!watching) return { ...unkept(loaded), answer: encodedAnswer(await loaded.view()) };
      unwatch = watching;
      // Only the order row again (its view is read once, below): it may have changed before the watch began.
      loaded = await load().catch((error: unknown) => {
        unwatch?.();
        throw error;
      });
      if (!loaded) {
        unwatch();
        return undefined;
      }
    }
    const view = await loaded.view?.().catch((error: unknown) => {
      unwatch?.();
      throw error;
    });
    const merged = view && merge(view, fill.messages);
    // Access ended while reading (its notice is on the way): answer as the link does now, keep nothing.
    if (merged === 'unauthorized') {
      unwatch?.();
      return { ...unkept(loaded), answer: undefined };
    }
    const answer = merged && encodedAnswer(merged);
    if (fill.stale || this.entries.has(trackingId) || !this.feed.connected()) {
      unwatch?.();
      return { ...unkept(loaded), answer };
    }
    const size = (answer?.length ?? 0) + ENTRY_OVERHEAD_BYTES;
    const entry: Entry = {
      ...unkept(loaded),
      answer,
      driverId: loaded.driverId,
      overlay: undefined,
      size,
      unwatch,
    };
    this.keep(trackingId, entry);
    return entry;
  }

  /** Folds the live fields received since into the answer. */
  private fold(entry: Entry): void {
    const overlay = entry.overlay;
    entry.overlay = undefined;
    if (!entry.answer || !overlay) return;
    entry.answer = encodedAnswer({ ...viewOfAnswer(entry.answer), ...overlay });
    const size = entry.answer.length + ENTRY_OVERHEAD_BYTES;
    this.bytes += size - entry.size;
    entry.size = size;
  }

  private keep(trackingId: string, entry: Entry): void {
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

  /**
   * A live message of a kept order (its fields join the overlay; one that ends access drops the entry), or of one
   * being read (kept whole until the read is done).
   */
  private received(trackingId: string, lazy: LazyMessage): void {
    this.fills.get(trackingId)?.messages.push(lazy);
    const entry = this.entries.get(trackingId);
    if (!entry?.answer) return;
    const message = lazy();
    if (message?.type === 'unauthorized') return this.dropOrder(trackingId);
    if (message) entry.overlay = mergeLiveMessage(entry.overlay ?? {}, message);
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
