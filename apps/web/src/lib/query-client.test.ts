import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it.each([
    [0, new ApiError('Order not found', 404), false],
    [0, new ApiError('Order has expired', 410), false],
    [0, new ApiError('Bad Gateway', 502), true],
    [1, new TypeError('Failed to fetch'), true],
    [2, new ApiError('Bad Gateway', 502), false],
  ])('after %s failures of %s: retry %s', (count, error, expected) =>
    expect(shouldRetry(count, error)).toBe(expected),
  );
});
