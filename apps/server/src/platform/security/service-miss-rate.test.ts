import { describe, expect, it } from 'vitest';
import { MissBuckets, missAnswerDelayMs, missesPerSecond, rateSeconds, secondOf } from './service-miss-rate';

const limits = { missesPerSecond: 50, maxDelayMs: 5000 };

describe('missAnswerDelayMs', () => {
  it.each([
    [0, 0],
    [50, 0],
    [55, 500],
    [75, 2500],
    [100, 5000],
    [10_000, 5000],
  ])('at %d misses a second waits %d ms', (rate, delay) => {
    expect(missAnswerDelayMs(rate, limits)).toBe(delay);
  });
});

describe('the rate window', () => {
  it.each([
    [0, 0],
    [999, 0],
    [1000, 1],
    [1_700_000_000_123, 1_700_000_000],
  ])('%d ms falls in second %d', (ms, second) => {
    expect(secondOf(ms)).toBe(second);
  });

  it('takes the ten seconds up to now, newest first, and averages their counts', () => {
    expect(rateSeconds(100)).toEqual([100, 99, 98, 97, 96, 95, 94, 93, 92, 91]);
    expect(missesPerSecond([10, 0, 0, 0, 0, 0, 0, 0, 0, 5])).toBe(1.5);
  });
});

describe('MissBuckets', () => {
  it('counts misses of the last ten seconds and forgets older ones', () => {
    const buckets = new MissBuckets();
    for (let miss = 0; miss < 20; miss++) buckets.record(5_000);
    expect(buckets.record(14_999)).toBe(2.1);
    expect(buckets.record(15_000)).toBe(0.2);
  });
});
