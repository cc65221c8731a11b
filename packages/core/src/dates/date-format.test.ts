import { describe, expect, it } from 'vitest';
import { daysAhead, formatDate, recentDay, weekdayName } from './date-format';

const monday = '2026-11-16T09:05:00Z';

describe('formatDate', () => {
  it.each([
    ['time', 'en_GB', 'UTC', '09:05'],
    ['dayTime', 'en_GB', 'UTC', '16 Nov 09:05'],
    ['day', 'en_GB', 'UTC', 'Mon, 16 Nov'],
    ['day', 'da_DK', 'UTC', 'man., 16 nov.'],
    ['day', 'fi_FI', 'UTC', 'ma, 16 marras'],
    ['dayTime', 'es_ES', 'UTC', '16 nov 09:05'],
    ['time', 'en_GB', 'Europe/Helsinki', '11:05'],
    ['dayTime', 'en_GB', 'America/Los_Angeles', '16 Nov 01:05'],
    ['dayTime', 'en_GB', 'Pacific/Kiritimati', '16 Nov 23:05'],
  ] as const)('%s in %s, %s -> %s', (format, locale, zone, expected) => {
    expect(formatDate(monday, format, locale, zone)).toBe(expected);
  });

  it.each([
    // Across the date line: Kiritimati (UTC+14) is already on Tuesday, Pago Pago (UTC-11) still on Monday morning.
    ['Pacific/Kiritimati', 'Tue, 17 Nov 10:00'],
    ['America/Los_Angeles', 'Mon, 16 Nov 12:00'],
    ['Pacific/Pago_Pago', 'Mon, 16 Nov 09:00'],
  ])('20:00 UTC in %s -> %s', (zone, expected) => {
    const value = '2026-11-16T20:00:00Z';
    expect(`${formatDate(value, 'day', 'en_GB', zone)} ${formatDate(value, 'time', 'en_GB', zone)}`).toBe(
      expected,
    );
  });

  it.each([
    // Copenhagen leaves summer time at 01:00 UTC on 25 October 2026: the same UTC hour reads an hour apart.
    ['2026-10-25T00:30:00Z', '02:30'],
    ['2026-10-25T01:30:00Z', '02:30'],
    ['2026-03-29T00:30:00Z', '01:30'],
    ['2026-03-29T01:30:00Z', '03:30'],
  ])('across daylight saving in Copenhagen: %s -> %s', (value, expected) => {
    expect(formatDate(value, 'time', 'da_DK', 'Europe/Copenhagen')).toBe(expected);
  });

  it('writes a calendar day as that day in any zone', () => {
    expect(formatDate('2026-11-28', 'day', 'en_GB', 'Pacific/Kiritimati')).toBe('Sat, 28 Nov');
    expect(formatDate('2026-11-28', 'day', 'en_GB', 'Pacific/Pago_Pago')).toBe('Sat, 28 Nov');
  });
});

describe('weekdayName', () => {
  it.each([
    ['en_GB', 'UTC', 'Monday'],
    ['da_DK', 'UTC', 'mandag'],
    ['no_NO', 'UTC', 'mandag'],
    ['is_IS', 'UTC', 'mánudag'],
    ['fi_FI', 'UTC', 'maanantai'],
    ['en_GB', 'Pacific/Pago_Pago', 'Sunday'],
  ] as const)('%s in %s -> %s', (locale, zone, expected) =>
    expect(weekdayName(monday, locale, zone)).toBe(expected),
  );
});

describe('recentDay', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it.each([
    ['2026-11-21T00:00:00Z', 'UTC', 'today'],
    ['2026-11-21T23:59:00Z', 'UTC', 'today'],
    ['2026-11-20T12:00:00Z', 'UTC', 'yesterday'],
    ['2026-11-20T00:00:00Z', 'UTC', 'yesterday'],
    ['2026-11-19T23:59:00Z', 'UTC', null],
    ['2026-11-22T08:00:00Z', 'UTC', null],
    // 23:30 UTC is already tomorrow in Helsinki; when it is 10:00 UTC, Kiritimati's day began at 10:00 UTC.
    ['2026-11-21T23:30:00Z', 'Europe/Helsinki', null],
    ['2026-11-21T09:00:00Z', 'Pacific/Kiritimati', 'yesterday'],
  ] as const)('%s in %s -> %s', (value, zone, expected) =>
    expect(recentDay(value, now, zone)).toBe(expected),
  );
});

describe('daysAhead', () => {
  const now = new Date('2026-11-21T22:30:00Z');
  it.each([
    ['2026-11-21T06:00:00Z', 'UTC', 0],
    ['2026-11-22T00:10:00Z', 'UTC', 1],
    ['2026-11-27T23:59:00Z', 'UTC', 6],
    ['2026-11-28T00:00:00Z', 'UTC', 7],
    ['2026-11-20T23:00:00Z', 'UTC', -1],
    // At 22:30 UTC it is already 00:30 on the 22nd in Helsinki: 06:00 UTC on the 22nd is today there.
    ['2026-11-22T06:00:00Z', 'Europe/Helsinki', 0],
    ['2026-11-21T06:00:00Z', 'Europe/Helsinki', -1],
    // ... and still 14:30 on the 21st in Los Angeles.
    ['2026-11-22T06:00:00Z', 'America/Los_Angeles', 0],
    ['2026-11-28', 'Europe/Helsinki', 6],
  ] as const)('%s in %s is %s calendar days from now', (value, zone, expected) => {
    expect(daysAhead(value, now, zone)).toBe(expected);
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(daysAhead('2026-10-26T08:00:00Z', new Date('2026-10-24T20:00:00Z'), 'Europe/Copenhagen')).toBe(2);
  });

  it('does not read the machine zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(daysAhead('2026-11-22T06:00:00Z', now, 'America/Los_Angeles')).toBe(0);
      expect(formatDate(monday, 'time', 'en_GB', 'America/Los_Angeles')).toBe('01:05');
    } finally {
      process.env.TZ = before;
    }
  });
});
