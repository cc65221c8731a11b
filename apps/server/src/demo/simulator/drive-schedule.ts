import { measureLine, pointAlong, type MeasuredLine, type PointOnLine } from './polyline';
import type { GeoPoint } from '@tracking/core';

export interface DrivePace {
  /** Cruising speed between stops. */
  speedKmh: number;
  /** Time standing at each stop to hand over the parcel. */
  dwellMs: number;
}

/** Where the driver is at a moment of the drive, and how many stops are done. */
export interface DriveState {
  position: PointOnLine;
  /** Stops already handed over, in route order. */
  stopsDone: number;
  /** Driving (not standing at a stop). */
  moving: boolean;
  /** At the last stop (handing over or done). */
  arrived: boolean;
}

/** A drive along a street polyline that stops at some of its points. */
export interface DriveSchedule {
  line: MeasuredLine;
  /** Distance along the line of each stop, in route order. */
  stopMeters: readonly number[];
  pace: DrivePace;
  /** Time from the start until the last stop is handed over. */
  totalMs: number;
}

/** Builds the schedule of a drive through `path`, stopping at the given path indices (the last is the end). */
export function driveSchedule(
  path: readonly GeoPoint[],
  stopIndices: readonly number[],
  pace: DrivePace,
): DriveSchedule {
  const line = measureLine(path);
  const stopMeters = stopIndices.map((index) => {
    const meters = line.cumulative[index];
    if (meters === undefined) throw new Error(`Stop index ${index} is not on the path`);
    return meters;
  });
  const drivingMs = line.lengthMeters / (pace.speedKmh / 3600);
  return { line, stopMeters, pace, totalMs: drivingMs + stopMeters.length * pace.dwellMs };
}

/** The driver's state `elapsedMs` after setting off: driving at the pace, standing `dwellMs` at each stop. */
export function driveStateAt(schedule: DriveSchedule, elapsedMs: number): DriveState {
  const metersPerMs = schedule.pace.speedKmh / 3600;
  let clock = Math.max(0, elapsedMs);
  let travelled = 0;
  for (const [index, stop] of schedule.stopMeters.entries()) {
    const legMs = (stop - travelled) / metersPerMs;
    if (clock < legMs) {
      return {
        position: pointAlong(schedule.line, travelled + clock * metersPerMs),
        stopsDone: index,
        moving: true,
        arrived: false,
      };
    }
    clock -= legMs;
    travelled = stop;
    const last = index === schedule.stopMeters.length - 1;
    if (clock < schedule.pace.dwellMs || last) {
      return {
        position: pointAlong(schedule.line, stop),
        stopsDone: clock < schedule.pace.dwellMs ? index : index + 1,
        moving: false,
        arrived: last,
      };
    }
    clock -= schedule.pace.dwellMs;
  }
  return {
    position: pointAlong(schedule.line, schedule.line.lengthMeters),
    stopsDone: schedule.stopMeters.length,
    moving: false,
    arrived: true,
  };
}

/** How long after setting off the driver reaches each stop. */
export function stopArrivalsMs(schedule: DriveSchedule): number[] {
  const metersPerMs = schedule.pace.speedKmh / 3600;
  return schedule.stopMeters.map((meters, index) => meters / metersPerMs + index * schedule.pace.dwellMs);
}
