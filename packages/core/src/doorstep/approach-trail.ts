import { haversineMeters } from '../eta/eta-engine';

/** How far from the delivery point the driver's way there is shown: no other recipient's street. */
export const TRAIL_RADIUS_METRES = 300;
/** How long before the delivery a position may be: the approach, not the morning's route. */
const TRAIL_WINDOW_MS = 30 * 60_000;

export interface TrailPoint {
  lat: number;
  lng: number;
  at: string;
}

/**
 * The driver's last stretch to the delivery point: the positions up to the delivery (at most 30 minutes before)
 * that lie within TRAIL_RADIUS_METRES of it, walking back from the newest until the first one outside, oldest
 * first. Empty without a position near enough.
 */
export function approachTrail(
  positions: readonly TrailPoint[],
  point: { lat: number; lng: number },
  deliveredAt: string,
): TrailPoint[] {
  const end = Date.parse(deliveredAt);
  const before = positions
    .filter((position) => {
      const at = Date.parse(position.at);
      return at <= end && at >= end - TRAIL_WINDOW_MS;
    })
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const trail: TrailPoint[] = [];
  for (let index = before.length - 1; index >= 0; index -= 1) {
    const position = before[index];
    if (!position || haversineMeters(position, point) > TRAIL_RADIUS_METRES) break;
    trail.unshift({ lat: position.lat, lng: position.lng, at: position.at });
  }
  return trail;
}

/** The trail's length in whole metres, along its points. */
export function trailMetres(trail: readonly TrailPoint[]): number {
  let metres = 0;
  for (let index = 1; index < trail.length; index += 1) {
    const from = trail[index - 1];
    const to = trail[index];
    if (from && to) metres += haversineMeters(from, to);
  }
  return Math.round(metres);
}
