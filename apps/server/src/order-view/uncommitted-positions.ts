import type { DriverPositionRecord } from './store/order-view-store';

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
 * commit and found stored by the read after it count once.
 */
export function newestPositions(
  held: readonly DriverPositionRecord[],
  stored: readonly DriverPositionRecord[],
  limit: number,
): DriverPositionRecord[] {
  if (held.length === 0) return stored.slice(0, limit);
  const seen = new Set<string>();
  // Held ones first: among positions of the same time, the later write wins, as in the store.
  return [...held.toReversed(), ...stored]
    .filter((position) => !seen.has(key(position)) && seen.add(key(position)))
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, limit);
}
