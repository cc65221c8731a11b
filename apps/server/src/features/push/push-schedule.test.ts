import { describe, expect, it } from 'vitest';
import { heldBy, isQuietHour, localTime } from './push-schedule';

const at = (iso: string) => new Date(iso);
// Copenhagen is UTC+1 in March.
const dk = 'Europe/Copenhagen';

describe('localTime', () => {
  it('reads the hour and day in the zone', () => {
    expect(localTime(at('2026-03-10T23:30:00Z'), dk)).toEqual({ hour: 0, day: '2026-03-11' });
  });
});

describe('isQuietHour', () => {
  it.each([
    ['2026-03-10T19:59:00Z', false],
    ['2026-03-10T20:00:00Z', true],
    ['2026-03-11T06:59:00Z', true],
    ['2026-03-11T07:00:00Z', false],
  ])('%s in Copenhagen: %s', (iso, quiet) => {
    expect(isQuietHour(at(iso), dk)).toBe(quiet);
  });
});

describe('heldBy', () => {
  const base = { zone: dk, sentToday: 0, maxPerDay: 6, deliveryAt: null };
  it.each<[string, Parameters<typeof heldBy>[0], string | undefined]>([
    ['a day message goes', { ...base, at: at('2026-03-10T12:00:00Z') }, undefined],
    ['the seventh of a day is held', { ...base, sentToday: 6, at: at('2026-03-10T12:00:00Z') }, 'daily_cap'],
    ['at 22:00 local it is held', { ...base, at: at('2026-03-10T21:00:00Z') }, 'quiet_hours'],
    [
      'unless the delivery is tonight',
      { ...base, at: at('2026-03-10T21:00:00Z'), deliveryAt: at('2026-03-10T21:30:00Z') },
      undefined,
    ],
    [
      'a delivery tomorrow day does not wake anyone',
      { ...base, at: at('2026-03-10T21:00:00Z'), deliveryAt: at('2026-03-11T09:00:00Z') },
      'quiet_hours',
    ],
    [
      'a delivery of the afternoon reported at night waits',
      { ...base, at: at('2026-03-10T21:00:00Z'), deliveryAt: at('2026-03-10T14:00:00Z') },
      'quiet_hours',
    ],
  ])('%s', (_, input, held) => {
    expect(heldBy(input)).toBe(held);
  });
});
