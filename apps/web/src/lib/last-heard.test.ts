import { describe, expect, it } from 'vitest';
import { answeredAt } from './last-heard';

describe('answeredAt', () => {
  const now = Date.UTC(2026, 2, 4, 12, 0);
  it.each([
    ['Wed, 04 Mar 2026 11:02:07 GMT', Date.UTC(2026, 2, 4, 11, 2, 7)],
    [null, now],
    ['not a date', now],
  ])('Date %s -> %i', (date, expected) => {
    const headers = new Headers(date === null ? {} : { date });
    expect(answeredAt({ headers }, now)).toBe(expected);
  });
});
