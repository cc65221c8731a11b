import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { offeredDays, parseDay } from './calendar-days';

describe('parseDay', () => {
  it.each([
    ['2026-03-05', '2026-03-05'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', null],
    ['2026-3-5', null],
    ['2026-03-05T10:00:00Z', null],
    ['', null],
    [null, null],
  ])('%j is %j', (day, expected) => expect(parseDay(day)?.toString() ?? null).toBe(expected));
});

describe('offeredDays', () => {
  it('offers only the listed days and spans the first to the last, whatever the order given', () => {
    const days = offeredDays(['2026-03-12', '2026-03-09', 'not a day']);
    expect(days.first?.toString()).toBe('2026-03-09');
    expect(days.last?.toString()).toBe('2026-03-12');
    expect(days.isUnavailable(parseDate('2026-03-12'))).toBe(false);
    expect(days.isUnavailable(parseDate('2026-03-10'))).toBe(true);
  });

  it('offers every day when no list is given, and none for an empty list', () => {
    expect(offeredDays(undefined).isUnavailable(parseDate('2026-03-10'))).toBe(false);
    expect(offeredDays([]).isUnavailable(parseDate('2026-03-10'))).toBe(true);
  });
});
