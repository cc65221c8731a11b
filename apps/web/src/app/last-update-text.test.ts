import { describe, expect, it } from 'vitest';
import { lastUpdateText } from './last-update-text';

// Helsinki is UTC+2 in March.
const ZONE = 'Europe/Helsinki';
const helsinki = (day: number, hours: number, minutes = 0) => Date.UTC(2026, 2, day, hours - 2, minutes);
const now = new Date(helsinki(4, 12));

describe('lastUpdateText', () => {
  it.each([
    ['earlier today', helsinki(4, 9, 5), '09:05'],
    ['just after midnight', helsinki(4, 0, 1), '00:01'],
    ['yesterday', helsinki(3, 23, 59), '3 Mar 23:59'],
    ['days ago', helsinki(1, 14, 2), '1 Mar 14:02'],
  ])('%s -> %s', (_name, at, expected) => {
    expect(lastUpdateText(at, 'en_GB', ZONE, now)).toBe(expected);
  });
});
