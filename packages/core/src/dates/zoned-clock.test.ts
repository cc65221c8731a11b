import { describe, expect, it } from 'vitest';
import { wallClock, zoneOffsetMs } from './zoned-clock';

const HOUR_MS = 3_600_000;

describe('wallClock', () => {
  it.each([
    ['2026-11-16T09:05:00Z', 'UTC', { year: 2026, month: 11, day: 16, hour: 9, minute: 5, weekday: 1 }],
    [
      '2026-11-16T23:30:00Z',
      'Europe/Helsinki',
      { year: 2026, month: 11, day: 17, hour: 1, minute: 30, weekday: 2 },
    ],
    [
      '2026-01-01T00:00:00Z',
      'America/Los_Angeles',
      { year: 2025, month: 12, day: 31, hour: 16, minute: 0, weekday: 3 },
    ],
    [
      '2026-12-31T10:00:00Z',
      'Pacific/Kiritimati',
      { year: 2027, month: 1, day: 1, hour: 0, minute: 0, weekday: 5 },
    ],
  ])('%s in %s', (value, zone, expected) => expect(wallClock(value, zone)).toEqual(expected));
});

describe('zoneOffsetMs', () => {
  it.each([
    ['2026-11-16T09:05:30Z', 'UTC', 0],
    ['2026-11-16T09:05:30Z', 'Europe/Helsinki', 2 * HOUR_MS],
    ['2026-07-16T09:05:00Z', 'Europe/Helsinki', 3 * HOUR_MS],
    ['2026-11-16T09:05:00Z', 'Pacific/Kiritimati', 14 * HOUR_MS],
    ['2026-11-16T09:05:00Z', 'America/Los_Angeles', -8 * HOUR_MS],
    ['2026-11-16T09:05:00Z', 'Asia/Kathmandu', 5.75 * HOUR_MS],
  ])('%s in %s', (value, zone, expected) => expect(zoneOffsetMs(Date.parse(value), zone)).toBe(expected));
});
