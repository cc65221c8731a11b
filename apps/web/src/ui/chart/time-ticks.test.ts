import { describe, expect, it } from 'vitest';
import { wallClock } from '@tracking/core';
import { minuteRange, timeTicks } from './time-ticks';

// Helsinki on 3 March 2026 is UTC+2; Kathmandu is UTC+5:45, so a step aligned on UTC would fall off the hour there.
const ZONE = 'Europe/Helsinki';
const at = (hours: number, minutes: number, seconds = 0) => Date.UTC(2026, 2, 3, hours - 2, minutes, seconds);
const clock = (ticks: number[], zone = ZONE) =>
  ticks.map((tick) => {
    const { hour, minute } = wallClock(tick, zone);
    return `${hour}:${String(minute).padStart(2, '0')}`;
  });

describe('timeTicks', () => {
  it.each([
    ['a minute and a half', at(23, 15, 10), at(23, 16, 40), 5, ['23:16']],
    ['four minutes', at(23, 15, 10), at(23, 19, 0), 5, ['23:16', '23:17', '23:18', '23:19']],
    ['ten minutes', at(14, 3), at(14, 13), 5, ['14:05', '14:10']],
    ['an hour', at(14, 0), at(15, 0), 5, ['14:00', '14:15', '14:30', '14:45', '15:00']],
    ['three hours', at(9, 10), at(12, 20), 5, ['10:00', '11:00', '12:00']],
    ['a single moment', at(9, 10, 30), at(9, 10, 30), 5, ['9:10']],
  ])('%s', (_case, min, max, maxTicks, expected) => {
    expect(clock(timeTicks(min, max, maxTicks, ZONE))).toEqual(expected);
  });

  it("aligns on the given zone's clock, not the device's", () => {
    const start = Date.UTC(2026, 2, 3, 8, 0);
    expect(clock(timeTicks(start, start + 3 * 3_600_000, 5, 'Asia/Kathmandu'), 'Asia/Kathmandu')).toEqual([
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('never gives two ticks that read the same minute, and keeps to the limit', () => {
    for (let span = 0; span < 600; span += 7) {
      const ticks = clock(timeTicks(at(23, 10, 13), at(23, 10, 13) + span * 60_000, 5, ZONE));
      expect(new Set(ticks).size).toBe(ticks.length);
      expect(ticks.length).toBeLessThanOrEqual(5);
    }
  });
});

describe('minuteRange', () => {
  it.each([
    ['seconds apart: the minute they are in', at(12, 0, 10), at(12, 0, 40), at(12, 0), at(12, 1)],
    ['across a minute', at(12, 0, 50), at(12, 1, 5), at(12, 0), at(12, 2)],
    ['whole minutes stay', at(12, 0), at(12, 5), at(12, 0), at(12, 5)],
    ['one moment on the minute', at(12, 0), at(12, 0), at(12, 0), at(12, 1)],
  ])('%s', (_case, min, max, low, high) => {
    expect(minuteRange(min, max)).toEqual({ min: low, max: high });
  });

  it('holds every tick of the range', () => {
    const range = minuteRange(at(23, 15, 10), at(23, 15, 40));
    for (const tick of timeTicks(range.min, range.max, 5, ZONE)) {
      expect(tick).toBeGreaterThanOrEqual(range.min);
      expect(tick).toBeLessThanOrEqual(range.max);
    }
  });
});
