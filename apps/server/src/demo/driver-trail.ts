import type { Location } from '@tracking/core';

export interface TrailPoint extends Location {
  heading: number;
}

/** Compass bearing in degrees (0 = north, clockwise) from one point to another, good enough for short hops. */
export function bearing(from: Location, to: Location): number {
  const dLng = (to.lng - from.lng) * Math.cos((from.lat * Math.PI) / 180);
  const degrees = (Math.atan2(dLng, to.lat - from.lat) * 180) / Math.PI;
  return Math.round(((degrees % 360) + 360) % 360);
}

/** `count` points on the straight line from `start` towards `destination`, stopping `share` of the way there. */
export function trailTowards(
  start: Location,
  destination: Location,
  count: number,
  share: number,
): TrailPoint[] {
  const heading = bearing(start, destination);
  return Array.from({ length: count }, (_, index) => {
    const progress = (share * index) / Math.max(1, count - 1);
    return {
      lat: Number((start.lat + (destination.lat - start.lat) * progress).toFixed(6)),
      lng: Number((start.lng + (destination.lng - start.lng) * progress).toFixed(6)),
      heading,
    };
  });
}
