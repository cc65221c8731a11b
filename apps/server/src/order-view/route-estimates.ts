import {
  estimateStops,
  isFinalStatus,
  learnedSpeedKmh,
  timeDiffMs,
  type DriverLocation,
  type GeoPoint,
} from '@tracking/core';
import type { DriverPositionRecord, DriverStopRecord } from './store/order-view-store';
import { driverLocationFrom } from './projection/order-view';
import { stopsBeforeEach } from './stops-before';
import { positionMs, promisedMs } from './parsed-times';

/** The estimate of one order a driver carries. */
export interface StopEstimateView {
  trackingId: string;
  statusCode: number;
  arrivalMs: number;
  /** Unfinished stops before this one on the route; null for an order of the driver not on the route. */
  stopsBefore: number | null;
  distanceMeters: number;
  /** Arrival minus the promised time; undefined without a promised time. */
  timeDiffMs: number | undefined;
}

/** Where the driver is, how fast it goes, and the estimate of every unfinished order it carries. */
export interface RouteEstimate {
  driverLocation: DriverLocation;
  speedKmh: number;
  stops: StopEstimateView[];
}

/** The largest correction of the promised time an estimate reports, as for ingest: a week either way. */
export const MAX_TIME_DIFF_MS = 7 * 24 * 60 * 60 * 1000;

/** Arrival minus the stop's promised time, bounded; undefined without a promised time. */
function boundedTimeDiff(arrivalMs: number, stop: DriverStopRecord | undefined): number | undefined {
  const promised = stop && promisedMs(stop);
  if (promised === undefined) return undefined;
  return Math.max(-MAX_TIME_DIFF_MS, Math.min(MAX_TIME_DIFF_MS, timeDiffMs(arrivalMs, promised)));
}

/** Positions newest first, as the store gives them, as the ETA engine reads them. */
function timedPoints(positions: readonly DriverPositionRecord[]) {
  return positions.map((position) => ({
    lat: position.lat,
    lng: position.lng,
    atMs: positionMs(position),
  }));
}

/** A stop's point; a stop sent without coordinates counts (service time, stops before) but adds no distance. */
function pointsOf(stops: readonly DriverStopRecord[], start: GeoPoint) {
  let previous = start;
  return stops.map((stop) => {
    const point = stop.lat !== null && stop.lng !== null ? { lat: stop.lat, lng: stop.lng } : previous;
    previous = point;
    return { id: stop.trackingId, ...point };
  });
}

/**
 * Estimates every unfinished order of a driver at `nowMs`: the route's stops in route order through the ones
 * before them; an order assigned to the driver but not on the route as a direct trip. Undefined before the
 * driver's first position.
 */
export function routeEstimate(
  stops: readonly DriverStopRecord[],
  positions: readonly DriverPositionRecord[],
  nowMs: number,
): RouteEstimate | undefined {
  const latest = positions[0];
  if (!latest) return undefined;
  const speedKmh = learnedSpeedKmh(timedPoints(positions), nowMs);
  const open = stops.filter((stop) => !isFinalStatus(stop.statusCode));
  const onRoute = open.filter((stop) => stop.routePosition !== null);
  onRoute.sort((a, b) => (a.routePosition ?? 0) - (b.routePosition ?? 0));
  const offRoute = open.filter((stop) => stop.routePosition === null);
  const byId = new Map(open.map((stop) => [stop.trackingId, stop]));

  const routed = estimateStops(latest, pointsOf(onRoute, latest), speedKmh, nowMs);
  const direct = offRoute.map((stop) => {
    const [estimate] = estimateStops(latest, pointsOf([stop], latest), speedKmh, nowMs);
    return estimate ?? { id: stop.trackingId, arrivalMs: nowMs, distanceMeters: 0 };
  });
  const stopsBefore = stopsBeforeEach(stops);
  return {
    driverLocation: driverLocationFrom(latest),
    speedKmh,
    stops: [...routed, ...direct].map((estimate) => {
      const stop = byId.get(estimate.id);
      return {
        trackingId: estimate.id,
        statusCode: stop?.statusCode ?? 0,
        arrivalMs: estimate.arrivalMs,
        stopsBefore: stopsBefore.get(estimate.id) ?? null,
        distanceMeters: Math.round(estimate.distanceMeters),
        timeDiffMs: boundedTimeDiff(estimate.arrivalMs, stop),
      };
    }),
  };
}

/** Positions kept per driver: enough to learn a speed from and draw a delivery's approach, bounded so the table does not grow. */
export const POSITION_HISTORY_KEPT = 100;

/** Positions read per estimate: a few minutes of driving at one position every few seconds. */
export const ESTIMATE_POSITIONS = 30;
