import { describe, expect, it } from 'vitest';
import { estimatedArrival, etaText } from './eta-text';

const now = new Date('2026-11-21T12:00:00Z');
const inMs = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;

describe('etaText', () => {
  it.each([
    ['two hours five minutes', 125 * MIN, '~2h 5m'],
    ['exactly one hour', 60 * MIN, '~1h 0m'],
    ['just under one hour', 60 * MIN - 1, '~59 min'],
    ['six minutes', 6 * MIN, '~6 min'],
    ['one second over five minutes', 5 * MIN + 1000, '~5 min'],
    ['exactly five minutes', 5 * MIN, '< 5 min'],
    ['one minute', MIN, '< 5 min'],
    ['already late', -10 * MIN, '< 5 min'],
    ['a day away', 26 * 60 * MIN, '~26h 0m'],
  ])('%s -> %s', (_name, leftMs, expected) => {
    expect(etaText(inMs(leftMs), 0, now)).toBe(expected);
  });

  it('adds timeDiff to the promised time', () => {
    expect(etaText(inMs(10 * MIN), 50 * MIN, now)).toBe('~1h 0m');
    expect(etaText(inMs(90 * MIN), -80 * MIN, now)).toBe('~10 min');
  });

  it('estimatedArrival adds milliseconds', () => {
    expect(estimatedArrival('2026-11-21T12:00:00Z', 90_000).toISOString()).toBe('2026-11-21T12:01:30.000Z');
  });
});
