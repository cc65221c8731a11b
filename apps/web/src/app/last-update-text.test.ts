import { describe, expect, it } from 'vitest';
import { lastUpdateText } from './last-update-text';

const now = new Date(2026, 2, 4, 12, 0);
const local = (day: number, hours: number, minutes = 0) => new Date(2026, 2, day, hours, minutes).getTime();

describe('lastUpdateText', () => {
  it.each([
    ['earlier today', local(4, 9, 5), '09:05'],
    ['just after midnight', local(4, 0, 1), '00:01'],
    ['yesterday', local(3, 23, 59), '3 Mar 23:59'],
    ['days ago', local(1, 14, 2), '1 Mar 14:02'],
  ])('%s -> %s', (_name, at, expected) => {
    expect(lastUpdateText(at, 'en_GB', now)).toBe(expected);
  });
});
