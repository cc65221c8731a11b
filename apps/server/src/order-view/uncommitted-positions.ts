import type { DriverPositionRecord } from './store/order-view-store';
import { positionMs } from './parsed-times';

/**
 * Driver positions taken by the ingest API whose write has not committed yet. The live producer estimates from
 * them at once, beside the stored ones, so a position reaches the pages while its write is still on its way to
 * the disk; the API answers only once the write is durable.
 */
export class UncommittedPositions {
  private readonly byDriver = new Map<string, Set<readonly DriverPositionRecord[]>>();

  /** Holds a batch until the returned function is called (after its write committed, or failed). */
  hold(driverId: string, positions: readonly DriverPositionRecord[]): () => void {
    const batches = this.byDriver.get(driverId) ?? new Set();
    batches.add(positions);
    this.byDriver.set(driverId, batches);
    return () => {
      batches.delete(positions);
      if (batches.size === 0 && this.byDriver.get(driverId) === batches) this.byDriver.delete(driverId);
    };
  }

  of(driverId: string): DriverPositionRecord[] {
    return [...(this.byDriver.get(driverId) ?? [])].flat();
  }
}

const key = (position: DriverPositionRecord) => `${position.at}|${position.lat}|${position.lng}`;

/**
 * The newest `limit` positions of both lists, newest first like the store's: held positions read before their
 * commit and found stored by the read after it count once. This runs on every position post: a stored position is
 * keyed only when a held one has its time.
 */
export function newestPositions(
  held: readonly DriverPositionRecord[],
  stored: readonly DriverPositionRecord[],
  limit: number,
): DriverPositionRecord[] {
  if (held.length === 0) return stored.slice(0, limit);
  // The common case, a post's own position held while its write commits: newer than all stored, nothing to merge.
  const [only] = held;
  if (held.length === 1 && only && (stored[0] === undefined || positionMs(only) > positionMs(stored[0]))) {
    return limit > 0 ? [only, ...stored.slice(0, limit - 1)] : [];
  }
  const heldKeys = new Set<string>();
  const heldTimes = new Set<string>();
  const timed: { position: DriverPositionRecord; ms: number }[] = [];
  // Held ones first, the latest batch first: among positions of the same time, the later write wins, as in the store.
  for (let index = held.length - 1; index >= 0; index--) {
    const position = held[index];
    if (!position) continue;
    const positionKey = key(position);
    if (heldKeys.has(positionKey)) continue;
    heldKeys.add(positionKey);
    heldTimes.add(position.at);
    timed.push({ position, ms: positionMs(position) });
  }
  for (const position of stored) {
    if (heldTimes.has(position.at) && heldKeys.has(key(position))) continue;
    timed.push({ position, ms: positionMs(position) });
  }
  // A stable sort: positions of the same time keep the order above.
  timed.sort((a, b) => b.ms - a.ms);
  return timed.slice(0, limit).map(({ position }) => position);
}
