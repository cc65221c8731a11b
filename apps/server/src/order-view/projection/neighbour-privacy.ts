import { haversineMeters, isFinalStatus, type GeoPoint } from '@tracking/core';
import type { DriverStopRecord } from '../store/order-view-store';

/** How close to another recipient's door the driver's position is never shown to the watchers of other orders. */
export const NEIGHBOUR_RADIUS_METERS = 50;

/** "Next stop is you": the provider's word that the driver is heading to this stop now. */
const NEXT_STOP_STATUS = 82;

/** A door among the driver's stops: someone's address, and whose. */
interface Door extends GeoPoint {
  trackingId: string;
}

/**
 * The doors of the driver's stops, on the route or only assigned to the driver: each is someone's address. A done
 * stop on the route still counts (the driver may be leaving it); an order assigned but off the route is in
 * `stops` only until it is marked done.
 */
function doorsOf(stops: readonly DriverStopRecord[]): Door[] {
  return stops.flatMap(({ trackingId, lat, lng }) =>
    lat !== null && lng !== null ? [{ trackingId, lat, lng }] : [],
  );
}

/** The first unfinished stop on the route: where the driver is, or is heading, now. */
function nextStopOnRoute(stops: readonly DriverStopRecord[]): DriverStopRecord | undefined {
  let next: DriverStopRecord | undefined;
  for (const stop of stops) {
    if (stop.routePosition === null || isFinalStatus(stop.statusCode)) continue;
    if (!next || stop.routePosition < (next.routePosition ?? 0)) next = stop;
  }
  return next;
}

const unplaced = (stop: DriverStopRecord) => stop.lat === null || stop.lng === null;

/**
 * The stops that may be where the driver is although their doors cannot be placed. Without coordinates there is
 * no 50 m to measure, so the stop's place stands in for the distance: while it is the driver's next stop on the
 * route (or, off the route, while the provider says "next stop is you"), any position may be at that door, and
 * none is shown to the others until the stop is marked done. Withholding whenever such a stop exists would blank
 * the map for the whole route; withholding only then costs the other watchers one stop's worth of map.
 */
function unplacedWhereTheDriverMayBe(stops: readonly DriverStopRecord[]): string[] {
  const next = nextStopOnRoute(stops);
  const mayBe = stops.filter(
    (stop) => stop.routePosition === null && stop.statusCode === NEXT_STOP_STATUS && unplaced(stop),
  );
  return [...(next && unplaced(next) ? [next] : []), ...mayBe].map((stop) => stop.trackingId);
}

/**
 * The driver's position each watcher of the route may see: for a watcher, the newest of `positions` (newest
 * first) that is more than 50 m from every other recipient's door among the driver's stops. While the driver is
 * at a neighbour's door, or on the way out of it, the watcher keeps seeing where it was before it came near; when
 * no recent position is far enough, or the driver may be at a neighbour whose door has no coordinates, none
 * (undefined). Every transport shows the position through this rule. What all watchers share (the doors near
 * each position, the unplaced stops) is worked out once, for a position that is estimated for twenty orders.
 */
export function routeVisibility<P extends GeoPoint>(
  positions: readonly P[],
  stops: readonly DriverStopRecord[],
): (watcher: string) => P | undefined {
  const withheld = unplacedWhereTheDriverMayBe(stops);
  const doors = doorsOf(stops);
  /** Per position, the orders whose doors are within the radius; filled as the watchers ask. */
  const nearDoors: (string[] | undefined)[] = [];
  const near = (index: number, position: P) =>
    (nearDoors[index] ??= doors
      .filter((door) => !(haversineMeters(position, door) > NEIGHBOUR_RADIUS_METERS))
      .map((door) => door.trackingId));
  return (watcher) => {
    if (withheld.some((trackingId) => trackingId !== watcher)) return undefined;
    return positions.find((position, index) => near(index, position).every((door) => door === watcher));
  };
}

/** The position one watcher may see (`routeVisibility`, for a single watcher). */
export function visiblePosition<P extends GeoPoint>(
  positions: readonly P[],
  stops: readonly DriverStopRecord[],
  watcher: string,
): P | undefined {
  return routeVisibility(positions, stops)(watcher);
}
