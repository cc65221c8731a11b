import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors';
import { DoorstepPhotoBudget, FixedWindowLimit } from './photo-budget';

const HOUR_MS = 3_600_000;

describe('FixedWindowLimit', () => {
  it('takes up to its limit in a window counted from the first take, then says how long to wait', () => {
    const limit = new FixedWindowLimit(2, 1000);
    limit.take('a', 0);
    expect(limit.waitMs('a', 100)).toBe(0);
    limit.take('a', 100);
    expect(limit.waitMs('a', 400)).toBe(600);
    expect(limit.waitMs('b', 400)).toBe(0);
    expect(limit.waitMs('a', 1000)).toBe(0);
    limit.take('a', 1000);
    limit.take('a', 1000);
    expect(limit.waitMs('a', 1999)).toBe(1);
  });

  it('gives a take back', () => {
    const limit = new FixedWindowLimit(1, 1000);
    limit.take('a', 0);
    limit.giveBack('a');
    expect(limit.waitMs('a', 1)).toBe(0);
  });
});

describe('DoorstepPhotoBudget', () => {
  const refusal = (take: () => unknown) => {
    try {
      take();
    } catch (error) {
      return error instanceof HttpError ? [error.statusCode, error.code, error.retryAfterSeconds] : error;
    }
    return 'taken';
  };

  it('takes five photos an hour per order, then 429 with the seconds until the hour is over', () => {
    let now = 0;
    const budget = new DoorstepPhotoBudget(() => new Date(now));
    for (let photo = 0; photo < 5; photo++) budget.take('order', `10.0.0.${photo}`);
    now = 20 * 60_000;
    expect(refusal(() => budget.take('order', '10.0.1.1'))).toEqual([429, 'too_many_requests', 2400]);
    expect(refusal(() => budget.check('order', '10.0.1.1'))).toEqual([429, 'too_many_requests', 2400]);
    expect(refusal(() => budget.take('another order', '10.0.1.1'))).toBe('taken');
    now = HOUR_MS;
    expect(refusal(() => budget.take('order', '10.0.1.1'))).toBe('taken');
  });

  it('takes thirty photos an hour per address group over every order, and gives one back', () => {
    const budget = new DoorstepPhotoBudget(() => new Date(0));
    const giveBacks = Array.from({ length: 30 }, (_, order) =>
      budget.take(`order ${order}`, '2001:db8::/64'),
    );
    expect(refusal(() => budget.take('order 31', '2001:db8::/64'))).toEqual([429, 'too_many_requests', 3600]);
    giveBacks[0]?.();
    expect(refusal(() => budget.take('order 31', '2001:db8::/64'))).toBe('taken');
  });
});
