import { describe, expect, it } from 'vitest';
import { driveSchedule, driveStateAt, stopArrivalsMs } from './drive-schedule';

// Three points 1 km apart going north (0.008993 degrees of latitude is 1 km).
const KM = 0.0089932;
const path = [0, 1, 2].map((i) => ({ lat: 59.9 + i * KM, lng: 10.75 }));
// 36 km/h is 10 m/s: each kilometre takes 100 s.
const schedule = driveSchedule(path, [1, 2], { speedKmh: 36, dwellMs: 30_000 });
const S = 1000;

describe('driveStateAt', () => {
  it('knows the total time: two legs of 100 s and two hand-overs of 30 s', () => {
    expect(schedule.totalMs).toBeCloseTo(260 * S, -2);
  });

  it.each([
    ['setting off', 0, 0, 0, true, false],
    ['halfway to the first stop', 50 * S, 0.5, 0, true, false],
    ['handing over at the first stop', 110 * S, 1, 0, false, false],
    ['after the first hand-over', 131 * S, 1.01, 1, true, false],
    ['at the last stop, handing over', 235 * S, 2, 1, false, true],
    ['done', 300 * S, 2, 2, false, true],
  ])('%s', (_name, elapsed, km, stopsDone, moving, arrived) => {
    const state = driveStateAt(schedule, elapsed);
    expect(state.position.lat).toBeCloseTo(59.9 + km * KM, 4);
    expect(state.stopsDone).toBe(stopsDone);
    expect(state.moving).toBe(moving);
    expect(state.arrived).toBe(arrived);
    expect(state.position.heading).toBeCloseTo(0, 0);
  });

  it('tells when each stop is reached', () => {
    expect(stopArrivalsMs(schedule).map((ms) => Math.round(ms / S))).toEqual([100, 230]);
  });

  it('refuses a stop that is not on the path', () => {
    expect(() => driveSchedule(path, [5], { speedKmh: 30, dwellMs: 0 })).toThrow('not on the path');
  });
});
