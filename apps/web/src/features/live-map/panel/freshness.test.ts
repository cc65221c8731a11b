import { describe, expect, it } from 'vitest';
import { STALE_AFTER_MS, ageText, freshness } from './freshness';

const now = Date.parse('2026-03-03T12:00:00.000Z');
const secondsAgo = (seconds: number) => ({ at: new Date(now - seconds * 1000).toISOString() });

describe('freshness', () => {
  it.each([
    ['no position', null, { kind: 'unknown' }],
    ['a position without a time', {}, { kind: 'unknown' }],
    ['a position with a bad time', { at: 'noon' }, { kind: 'unknown' }],
    ['just now', secondsAgo(0), { kind: 'fresh', ageSeconds: 0 }],
    ['a clock ahead of the page', secondsAgo(-30), { kind: 'fresh', ageSeconds: 0 }],
    ['at the limit', secondsAgo(STALE_AFTER_MS / 1000), { kind: 'fresh', ageSeconds: 60 }],
    ['past the limit', secondsAgo(61), { kind: 'stale', ageSeconds: 61 }],
  ])('%s', (_case, location, expected) => expect(freshness(location, now)).toEqual(expected));
});

describe('ageText', () => {
  it.each([
    [0, 'en-GB', 'now'],
    [8, 'en-GB', '8 sec ago'],
    [61, 'en-GB', '1 min ago'],
    [7300, 'en-GB', '2 hr ago'],
    [8, 'da-DK', '8 sek. siden'],
  ])('%s s in %s is %s', (seconds, tag, expected) => expect(ageText(seconds, tag)).toBe(expected));
});
