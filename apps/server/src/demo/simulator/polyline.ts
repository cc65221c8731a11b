import { haversineMeters, type GeoPoint } from '@tracking/core';

/** A point on a polyline and the direction of travel there (degrees clockwise from north). */
export interface PointOnLine extends GeoPoint {
  heading: number;
}

/** A polyline with its cumulative length, measured once. */
export interface MeasuredLine {
  points: readonly GeoPoint[];
  /** `cumulative[i]` is the distance from the start to `points[i]`, in metres. */
  cumulative: readonly number[];
  lengthMeters: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Initial bearing from a to b, in degrees clockwise from north, in [0, 360). */
export function bearingDegrees(a: GeoPoint, b: GeoPoint): number {
  const lat1 = toRadians(a.lat);
  const lat2 = toRadians(b.lat);
  const dLng = toRadians(b.lng - a.lng);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  const degrees = (Math.atan2(y, x) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

export function measureLine(points: readonly GeoPoint[]): MeasuredLine {
  if (points.length < 2) throw new Error('A polyline needs at least two points');
  const cumulative = [0];
  for (let i = 1; i < points.length; i++) {
    cumulative.push(
      (cumulative[i - 1] ?? 0) + haversineMeters(points[i - 1] as GeoPoint, points[i] as GeoPoint),
    );
  }
  return { points, cumulative, lengthMeters: cumulative.at(-1) ?? 0 };
}

/** The point `meters` along the line (clamped to its ends), interpolated within its segment. */
export function pointAlong(line: MeasuredLine, meters: number): PointOnLine {
  const distance = Math.min(line.lengthMeters, Math.max(0, meters));
  let segment = 1;
  while (segment < line.points.length - 1 && (line.cumulative[segment] ?? 0) < distance) segment++;
  const from = line.points[segment - 1] as GeoPoint;
  const to = line.points[segment] as GeoPoint;
  const start = line.cumulative[segment - 1] ?? 0;
  const span = (line.cumulative[segment] ?? start) - start;
  const t = span > 0 ? (distance - start) / span : 0;
  return {
    lat: from.lat + (to.lat - from.lat) * t,
    lng: from.lng + (to.lng - from.lng) * t,
    heading: Math.round(bearingDegrees(from, to) * 10) / 10,
  };
}
