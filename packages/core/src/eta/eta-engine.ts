/** A point on the earth in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A driver position with its time in epoch milliseconds. */
export interface TimedPoint extends GeoPoint {
  atMs: number;
}

/** A stop still ahead of the driver, in route order. */
export interface RouteStop extends GeoPoint {
  id: string;
}

/** One stop's estimate: when the driver arrives and how many stops come before it. */
export interface StopEstimate {
  id: string;
  arrivalMs: number;
  stopsBefore: number;
  /** Road distance from the driver to this stop along the remaining stops, in metres. */
  distanceMeters: number;
}

/** Tuning of the estimate; the defaults describe urban parcel delivery. */
export interface EtaOptions {
  /** Road distance over straight-line distance: city streets are about 30% longer than the crow flies. */
  roadFactor: number;
  /** Speed assumed before the driver has moved enough to learn one. */
  defaultSpeedKmh: number;
  minSpeedKmh: number;
  maxSpeedKmh: number;
  /** Time spent at each stop (parking, walking, handing over). */
  serviceTimeMs: number;
  /** Only positions this recent teach the speed. */
  speedWindowMs: number;
  /** Less moving time than this in the window is too little to trust: the default speed is used. */
  minMovingMs: number;
  /** A step shorter than this is GPS jitter of a standing driver, not movement. */
  jitterMeters: number;
  /** A step faster than this is a GPS jump, not driving. */
  glitchSpeedKmh: number;
  /** A step slower than this was mostly standing (at a door, or parked), not driving. */
  standingKmh: number;
}

export const ETA_DEFAULTS: EtaOptions = {
  roadFactor: 1.3,
  defaultSpeedKmh: 25,
  minSpeedKmh: 5,
  maxSpeedKmh: 60,
  serviceTimeMs: 3 * 60_000,
  speedWindowMs: 10 * 60_000,
  minMovingMs: 30_000,
  jitterMeters: 15,
  glitchSpeedKmh: 150,
  standingKmh: 3,
};

const EARTH_RADIUS_METERS = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const kmhToMetersPerMs = (kmh: number) => kmh / 3600;

/** Great-circle distance between two points in metres. */
export function haversineMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Expected driving distance between two points: straight line times the urban road factor. */
export function roadMeters(
  a: GeoPoint,
  b: GeoPoint,
  options: Pick<EtaOptions, 'roadFactor'> = ETA_DEFAULTS,
): number {
  return haversineMeters(a, b) * options.roadFactor;
}

/**
 * Moving speed learned from recent positions, in km/h: distance over time while the driver moved, so stops at
 * doors (service time is counted apart), jitter while standing and GPS jumps do not skew it. Each step runs
 * from the last counted position to the first one clearly away from it (farther than the jitter), so frequent
 * reports of a few metres each add up instead of each looking like jitter. Falls back to the default with too
 * little movement, and stays within the bounds.
 */
export function learnedSpeedKmh(
  positions: readonly TimedPoint[],
  nowMs: number,
  options = ETA_DEFAULTS,
): number {
  const recent = positions.filter((p) => p.atMs <= nowMs && nowMs - p.atMs <= options.speedWindowMs);
  recent.sort((a, b) => a.atMs - b.atMs);
  let movingMeters = 0;
  let movingMs = 0;
  let anchor = recent[0];
  for (const position of recent.slice(1)) {
    if (!anchor) break;
    const stepMs = position.atMs - anchor.atMs;
    const stepMeters = haversineMeters(anchor, position);
    if (stepMs <= 0 || stepMeters < options.jitterMeters) continue;
    const metersPerMs = stepMeters / stepMs;
    if (metersPerMs > kmhToMetersPerMs(options.glitchSpeedKmh)) continue;
    if (metersPerMs >= kmhToMetersPerMs(options.standingKmh)) {
      movingMeters += stepMeters;
      movingMs += stepMs;
    }
    anchor = position;
  }
  if (movingMs < options.minMovingMs) return options.defaultSpeedKmh;
  const kmh = (movingMeters / movingMs) * 3600;
  return Math.min(options.maxSpeedKmh, Math.max(options.minSpeedKmh, kmh));
}

/**
 * Arrival estimates for every remaining stop, in route order: road distance from the driver through the stops
 * before it at the given speed, plus the service time of each stop before it.
 */
export function estimateStops(
  driver: GeoPoint,
  stops: readonly RouteStop[],
  speedKmh: number,
  nowMs: number,
  options = ETA_DEFAULTS,
): StopEstimate[] {
  const metersPerMs = kmhToMetersPerMs(speedKmh);
  let from: GeoPoint = driver;
  let distanceMeters = 0;
  return stops.map((stop, index) => {
    distanceMeters += roadMeters(from, stop, options);
    from = stop;
    const arrivalMs = nowMs + distanceMeters / metersPerMs + index * options.serviceTimeMs;
    return { id: stop.id, arrivalMs: Math.round(arrivalMs), stopsBefore: index, distanceMeters };
  });
}

/** The estimate for one stop of the route, or undefined when the stop is not ahead of the driver. */
export function estimateStop(
  driver: GeoPoint,
  stops: readonly RouteStop[],
  targetId: string,
  speedKmh: number,
  nowMs: number,
  options = ETA_DEFAULTS,
): StopEstimate | undefined {
  const index = stops.findIndex((stop) => stop.id === targetId);
  if (index < 0) return undefined;
  return estimateStops(driver, stops.slice(0, index + 1), speedKmh, nowMs, options)[index];
}

/**
 * What the page adds to the promised time to show the estimate (spec: timeDiff in milliseconds). The promised
 * time may come parsed already (ms since the epoch).
 */
export function timeDiffMs(arrivalMs: number, promisedTime: string | Date | number): number {
  return arrivalMs - new Date(promisedTime).getTime();
}
