import type { OrderChange } from '../order-changes';
import type { DriverStopRecord } from '../store/order-view-store';
import type { ViewFeed } from '../view-cache/view-feed';
import { noticeOfChange, type ViewNotice } from '../view-cache/view-notice';

/** Drivers whose stops are kept at most; the least recently read go first. */
const MAX_DRIVERS = 20_000;
/**
 * How long stops are kept at most: a write that announces nothing (retention deleting long-finished orders) is
 * seen within this.
 */
const MAX_AGE_MS = 30_000;

/**
 * Each driver's stops as the live estimate reads them on every position (its route's orders, their status,
 * promised time, address and account setting), kept between positions instead of read from the store each time.
 * A stop changes only by a write whose change drops it here: on this instance through the change stream, on the
 * others through the view cache's notices, so it follows the same rules as the kept views. Nothing is kept while
 * those notices cannot arrive, and a read that a drop overtook is used but not kept.
 */
export class DriverStopsCache {
  private readonly stops = new Map<string, { records: readonly DriverStopRecord[]; keptAtMs: number }>();
  /** Which kept drivers carry each order. */
  private readonly driversOf = new Map<string, Set<string>>();
  /** Moves on every drop: a read begun before one may hold what the drop was for. */
  private generation = 0;

  constructor(
    private readonly feed: Pick<ViewFeed, 'onNotice' | 'onMissed' | 'connected'>,
    private readonly limits = { maxDrivers: MAX_DRIVERS, maxAgeMs: MAX_AGE_MS },
    private readonly clockMs: () => number = () => performance.now(),
  ) {
    feed.onNotice((notice) => this.drop(notice));
    feed.onMissed(() => this.drop({ drop: 'all' }));
  }

  /** The driver's stops, kept or read by `load` (and then kept). */
  async read(
    driverId: string,
    load: (driverId: string) => Promise<DriverStopRecord[]>,
  ): Promise<readonly DriverStopRecord[]> {
    const kept = this.stops.get(driverId);
    if (kept && this.clockMs() - kept.keptAtMs < this.limits.maxAgeMs) {
      // Least recently read last, so the first is the one to go.
      this.stops.delete(driverId);
      this.stops.set(driverId, kept);
      return kept.records;
    }
    const generation = this.generation;
    const loaded = await load(driverId);
    if (generation === this.generation && this.feed.connected()) this.keep(driverId, loaded);
    return loaded;
  }

  /** A change committed on this instance. */
  changed(change: OrderChange): void {
    const notice = noticeOfChange(change);
    if (notice) this.drop(notice);
  }

  get size(): number {
    return this.stops.size;
  }

  private drop(notice: ViewNotice): void {
    // A view's own change (history, preferences, arrival windows): no stop changed.
    if ('viewOnly' in notice && notice.viewOnly) return;
    this.generation++;
    switch (notice.drop) {
      case 'order':
        for (const driverId of [...(this.driversOf.get(notice.trackingId) ?? [])]) this.forget(driverId);
        // The driver the order is with now, which may not carry it yet.
        if (notice.driverId) this.forget(notice.driverId);
        return;
      case 'driver':
        return this.forget(notice.driverId);
      // Stops do not say their account: a change of one (rare) drops them all.
      case 'account':
      case 'all':
        this.stops.clear();
        this.driversOf.clear();
    }
  }

  private keep(driverId: string, stops: readonly DriverStopRecord[]): void {
    this.forget(driverId);
    this.stops.set(driverId, { records: stops, keptAtMs: this.clockMs() });
    for (const { trackingId } of stops) {
      const drivers = this.driversOf.get(trackingId) ?? new Set<string>();
      drivers.add(driverId);
      this.driversOf.set(trackingId, drivers);
    }
    const oldest = this.stops.keys().next();
    if (this.stops.size > this.limits.maxDrivers && !oldest.done) this.forget(oldest.value);
  }

  private forget(driverId: string): void {
    const kept = this.stops.get(driverId);
    if (!kept) return;
    this.stops.delete(driverId);
    for (const { trackingId } of kept.records) {
      const drivers = this.driversOf.get(trackingId);
      drivers?.delete(driverId);
      if (drivers?.size === 0) this.driversOf.delete(trackingId);
    }
  }
}
