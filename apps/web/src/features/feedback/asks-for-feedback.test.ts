import { describe, expect, it } from 'vitest';
import { asksForFeedback } from './asks-for-feedback';

describe('asksForFeedback', () => {
  it.each([
    [91, 'left at the door', true],
    [140, 'picked up', true],
    [101, 'cancelled', true],
    [109, 'lost', true],
    [92, 'a failed attempt', false],
    [147, 'held at the terminal', false],
    [81, 'on the way', false],
    [10, 'received', false],
  ])('%s (%s): %s', (statusCode, _meaning, expected) => {
    expect(asksForFeedback(statusCode)).toBe(expected);
  });
});
