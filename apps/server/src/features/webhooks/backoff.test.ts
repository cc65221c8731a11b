import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, outcomeOf, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it.each([
    [1, 5000, 0, 5000],
    [2, 5000, 0, 10_000],
    [3, 5000, 0, 20_000],
    [1, 5000, 1, 6000],
    [4, 100, 0.5, 880],
    [30, 5000, 0, MAX_RETRY_DELAY_MS],
  ])('after attempt %i with base %i and random %f: %i ms', (attempts, base, random, expected) => {
    expect(retryDelayMs(attempts, base, random)).toBe(expected);
  });
});

describe('outcomeOf', () => {
  const at = new Date('2026-03-10T12:00:00.000Z');
  const giveUpAt = '2026-03-11T12:00:00.000Z';
  it.each([
    ['a 200', 200, at, { status: 'delivered', at: at.toISOString() }],
    ['a 204', 204, at, { status: 'delivered', at: at.toISOString() }],
    ['a 500', 500, at, { status: 'pending', nextAttemptAt: '2026-03-10T12:00:05.000Z' }],
    ['a redirect', 301, at, { status: 'pending', nextAttemptAt: '2026-03-10T12:00:05.000Z' }],
    ['no answer', null, at, { status: 'pending', nextAttemptAt: '2026-03-10T12:00:05.000Z' }],
    ['a 500 near the end of the window', 500, new Date('2026-03-11T11:59:58.000Z'), { status: 'failed' }],
  ])('%s', (_name, statusCode, when, expected) => {
    expect(outcomeOf({ statusCode, at: when, attempts: 1 }, giveUpAt, 5000, 0)).toEqual(expected);
  });
});
