import { describe, expect, it } from 'vitest';
import { driverShownAt } from './driver-near';

describe('driverShownAt', () => {
  it.each([
    ['no limit: always', null, 30, true],
    ['no limit, place unknown: still shown', null, null, true],
    ['more stops before than allowed: hidden', 3, 4, false],
    ['exactly the allowed stops before: shown', 3, 3, true],
    ['next stop: shown', 1, 0, true],
    ['a limit and no known place on the route: hidden', 5, null, false],
  ])('%s', (_name, max, stopsBefore, shown) => {
    expect(driverShownAt(max, stopsBefore)).toBe(shown);
  });
});
