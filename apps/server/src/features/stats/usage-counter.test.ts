import { describe, expect, it } from 'vitest';
import { UtcDays } from './usage-counter';

describe('UtcDays', () => {
  const days = new UtcDays();
  it.each([
    // One after the other on one reader: the kept day must never answer for another.
    ['2026-03-10T09:00:00.000Z', '2026-03-10'],
    ['2026-03-10T23:59:59.999Z', '2026-03-10'],
    ['2026-03-11T00:00:00.000Z', '2026-03-11'],
    ['2026-03-10T23:59:59.999Z', '2026-03-10'],
    ['2026-03-10T00:00:00.000Z', '2026-03-10'],
    ['2026-03-09T23:59:59.999Z', '2026-03-09'],
    ['2027-01-01T00:00:00.000Z', '2027-01-01'],
    ['1969-12-31T23:00:00.000Z', '1969-12-31'],
    ['1970-01-01T00:00:00.000Z', '1970-01-01'],
  ])('%s is on %s', (at, day) => {
    expect(days.of(new Date(at))).toBe(day);
  });
});
