import { haversineMeters, isFinalStatus, type GeoPoint } from '@tracking/core';
import type { DriverStopRecord } from '../store/order-view-store';

/** How close to another recipient's door the driver's position is never shown to the watchers of other orders. */
export const NEIGHBOUR_RADIUS_METERS = 50;

/** "Next stop is you": the provider's word that the driver is heading to this stop now. */
const NEXT_STOP_STATUS = 82;

/**
 * The doors of the driver's stops that are not the watcher's, on the route or only assigned to the driver:
 * each is someone's address. A done stop on the route still counts (the driver may be leaving it); an order
 * assigned but off the route is in `stops` only until it is marked done.
 */
function neighbourDoors(stops: readonly DriverStopRecord[], watcher: string): GeoPoint[] {
  return stops.flatMap((stop) =>
    stop.trackingId !== watcher && stop.lat !== null && stop.lng !== null
      ? [{ lat: stop.lat, lng: stop.lng }]
      : [],
  );
}

/** The first unfinished stop on the route: where the driver is, or is heading, now. */
function nextStopOnRoute(stops: readonly DriverStopRecord[]): DriverStopRecord | undefined {
  const onRoute = stops.filter((stop) => stop.routePosition !== null && !isFinalStatus(stop.statusCode));
  return onRoute.sort((a, b) => (a.routePosition ?? 0) - (b.routePosition ?? 0))[0];
}

/**
 * Whether the driver may be at the door of another recipient whose door we cannot place. Without coordinates
 * there is no 50 m to measure, so the stop's place stands in for the distance: while it is the driver's next
 * stop on the route (or, off the route, while the provider says "next stop is you"), any position may be at
 * that door, and none is shown until the stop is marked done. Withholding whenever such a stop exists would
 * blank the map for the whole route; withholding only then costs the other watchers one stop's worth of map.
 */
export function atUnplacedNeighbour(stops: readonly DriverStopRecord[], watcher: string): boolean {
  const next = nextStopOnRoute(stops);
  const unplaced = (stop: DriverStopRecord) =>
    stop.trackingId !== watcher && (stop.lat === null || stop.lng === null);
  if (next && unplaced(next)) return true;
  return stops.some(
    (stop) => stop.routePosition === null && stop.statusCode === NEXT_STOP_STATUS && unplaced(stop),
  );
}

/**
 * The driver's position a watcher of `watcher` may see: the newest of `positions` (newest first) that is more
 * than 50 m from every other recipient's door among the driver's stops. While the driver is at a neighbour's
 * door, or on the way out of it, the watcher keeps seeing where it was before it came near; when no recent
 * position is far enough, or the driver is at a neighbour whose door has no coordinates, none (undefined).
 * Every transport shows the position through this rule.
 */
export function visiblePosition<P extends GeoPoint>(
  positions: readonly P[],
  stops: readonly DriverStopRecord[],
  watcher: string,
): P | undefined {
  if (atUnplacedNeighbour(stops, watcher)) return undefined;
  const doors = neighbourDoors(stops, watcher);
  return positions.find((position) =>
    doors.every((door) => haversineMeters(position, door) > NEIGHBOUR_RADIUS_METERS),
  );
}
