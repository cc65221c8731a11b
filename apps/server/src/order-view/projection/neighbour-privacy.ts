import { haversineMeters, type GeoPoint } from '@tracking/core';
import type { DriverStopRecord } from '../../store/store';

/** How close to another recipient's door the driver's position is never shown to the watchers of other orders. */
export const NEIGHBOUR_RADIUS_METERS = 50;

/** The doors on the driver's route that are not the watcher's: done or not, each is someone's address. */
function neighbourDoors(stops: readonly DriverStopRecord[], watcher: string): GeoPoint[] {
  return stops.flatMap((stop) =>
    stop.trackingId !== watcher && stop.routePosition !== null && stop.lat !== null && stop.lng !== null
      ? [{ lat: stop.lat, lng: stop.lng }]
      : [],
  );
}

/**
 * The driver's position a watcher of `watcher` may see: the newest of `positions` (newest first) that is more
 * than 50 m from every other recipient's stop on the route. While the driver is at a neighbour's door, or on
 * the way out of it, the watcher keeps seeing where it was before it came near; when no recent position is far
 * enough, none (undefined). Every transport shows the position through this rule.
 */
export function visiblePosition<P extends GeoPoint>(
  positions: readonly P[],
  stops: readonly DriverStopRecord[],
  watcher: string,
): P | undefined {
  const doors = neighbourDoors(stops, watcher);
  return positions.find((position) =>
    doors.every((door) => haversineMeters(position, door) > NEIGHBOUR_RADIUS_METERS),
  );
}
