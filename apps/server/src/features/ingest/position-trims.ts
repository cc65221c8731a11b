/** Positions appended to a driver's history between two trims of it on this instance. */
export const TRIM_EVERY = 20;

/** Drivers whose appends are counted at most; past it the counts start over (each driver trims on its next post). */
const DRIVERS_COUNTED = 10_000;

/**
 * When a driver's history is cut back to the number kept: on the driver's first post this instance sees, then
 * once every TRIM_EVERY positions. Deleting one row per post dirtied the oldest index pages on every commit (about
 * as much as the insert); cut back every twentieth position, a history holds at most TRIM_EVERY - 1 positions
 * beyond the number kept per instance, which no reader sees (every read asks for at most that number).
 */
export class PositionTrims {
  private readonly sinceTrim = new Map<string, number>();

  /** Counts `appended` positions of the driver; true when its history should be cut back now. */
  due(driverId: string, appended: number): boolean {
    const since = this.sinceTrim.get(driverId);
    const count = (since ?? TRIM_EVERY) + appended;
    if (count < TRIM_EVERY) {
      this.sinceTrim.set(driverId, count);
      return false;
    }
    if (this.sinceTrim.size >= DRIVERS_COUNTED && since === undefined) this.sinceTrim.clear();
    this.sinceTrim.set(driverId, 0);
    return true;
  }
}
