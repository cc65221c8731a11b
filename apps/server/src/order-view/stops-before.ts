import { isFinalStatus } from '@tracking/core';
import type { DriverStopRecord } from './store/order-view-store';

/** Counts already worked out, per list of stops: the live estimate asks twice per position of a kept list. */
const counted = new WeakMap<readonly DriverStopRecord[], ReadonlyMap<string, number>>();

/**
 * "Stops before yours", the one definition every transport shows: for each order on a driver's route, the
 * unfinished stops ahead of it; orders not on the route are absent.
 */
export function stopsBeforeEach(stops: readonly DriverStopRecord[]): ReadonlyMap<string, number> {
  const known = counted.get(stops);
  if (known) return known;
  const onRoute = stops.filter((stop) => stop.routePosition !== null);
  onRoute.sort((a, b) => (a.routePosition ?? 0) - (b.routePosition ?? 0));
  const counts = new Map<string, number>();
  let unfinished = 0;
  for (const stop of onRoute) {
    counts.set(stop.trackingId, unfinished);
    if (!isFinalStatus(stop.statusCode)) unfinished++;
  }
  counted.set(stops, counts);
  return counts;
}

/** Stops before one order on its driver's route; null when the order is not on the route. */
export function stopsBeforeOn(stops: readonly DriverStopRecord[], trackingId: string): number | null {
  return stopsBeforeEach(stops).get(trackingId) ?? null;
}
