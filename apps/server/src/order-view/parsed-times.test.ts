import { describe, expect, it } from 'vitest';
import type { DriverPositionRecord, DriverStopRecord } from './store/order-view-store';
import { positionMs, promisedMs } from './parsed-times';

const position = (at: string): DriverPositionRecord => ({
  lat: 52.5,
  lng: 13.4,
  heading: null,
  speed: null,
  at,
});
const stop = (promisedTime: string | null) => ({ promisedTime }) as DriverStopRecord;

describe('parsed times', () => {
  it.each([
    ['2026-11-28T07:00:00.000Z', Date.UTC(2026, 10, 28, 7)],
    ['2026-11-28T08:00:00.000+01:00', Date.UTC(2026, 10, 28, 7)],
    ['not a time', Number.NaN],
  ])('a position at %s is at %s ms', (at, ms) => {
    const record = position(at);
    expect(positionMs(record)).toBe(ms);
    expect(positionMs(record)).toBe(ms);
  });

  it('are kept per record, so records of the same shape at other times read their own', () => {
    const first = position('2026-11-28T07:00:00.000Z');
    const second = position('2026-11-28T07:00:05.000Z');
    expect([positionMs(first), positionMs(second)]).toEqual([
      Date.UTC(2026, 10, 28, 7),
      Date.UTC(2026, 10, 28, 7, 0, 5),
    ]);
  });

  it.each([
    ['2026-11-28T09:30:00.000Z', Date.UTC(2026, 10, 28, 9, 30)],
    [null, undefined],
    ['', undefined],
  ])('a stop promised at %s is at %s ms', (promisedTime, ms) => {
    const record = stop(promisedTime);
    expect(promisedMs(record)).toBe(ms);
    expect(promisedMs(record)).toBe(ms);
  });
});
