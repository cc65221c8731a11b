import type { DriverPositionRecord, DriverStopRecord } from './store/order-view-store';

/*
 * Every position post reads the driver's newest thirty positions and its stops' promised times. The kept tails
 * and the cached stops are the same objects post after post, and an ISO time costs several times more to parse
 * than to look up: each record's time is parsed once. Records are never changed in place (a change is a new
 * record), so a kept time stays right.
 */
const positionTimes = new WeakMap<DriverPositionRecord, number>();
const promisedTimes = new WeakMap<DriverStopRecord, number>();

/** The position's time, in ms since the epoch. */
export function positionMs(position: DriverPositionRecord): number {
  let ms = positionTimes.get(position);
  if (ms === undefined) {
    ms = Date.parse(position.at);
    positionTimes.set(position, ms);
  }
  return ms;
}

/** The stop's promised time, in ms since the epoch; undefined without one. */
export function promisedMs(stop: DriverStopRecord): number | undefined {
  if (!stop.promisedTime) return undefined;
  let ms = promisedTimes.get(stop);
  if (ms === undefined) {
    ms = Date.parse(stop.promisedTime);
    promisedTimes.set(stop, ms);
  }
  return ms;
}
