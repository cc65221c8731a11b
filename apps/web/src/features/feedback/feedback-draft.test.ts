import { describe, expect, it } from 'vitest';
import { asRating, feedbackBody, newerFeedback } from './feedback-draft';

describe('asRating', () => {
  it.each([
    [1, 1],
    [5, 5],
    [0, null],
    [6, null],
    [2.5, null],
    [null, null],
    [undefined, null],
  ])('%s -> %s', (value, expected) => expect(asRating(value)).toBe(expected));
});

describe('feedbackBody', () => {
  it.each([
    ['no rating', null, 'Great', null],
    ['a rating alone', 4, '', { rating: 4 }],
    ['a blank comment left out', 3, '   ', { rating: 3 }],
    ['a comment trimmed', 5, '  Friendly driver ', { rating: 5, comment: 'Friendly driver' }],
  ] as const)('%s', (_case, rating, comment, expected) => {
    expect(feedbackBody(rating, comment)).toEqual(expected);
  });
});

describe('newerFeedback', () => {
  const at = (time: string) => ({ rating: 3, comment: '', at: `2026-03-03T${time}:00.000Z` });
  it.each([
    ['neither', null, null, null],
    ['only the first', at('10:00'), null, at('10:00')],
    ['only the second', null, at('11:00'), at('11:00')],
    ['the second is later', at('10:00'), at('11:00'), at('11:00')],
    ['the first is later', at('12:00'), at('11:00'), at('12:00')],
  ])('%s', (_case, a, b, expected) => expect(newerFeedback(a, b)).toEqual(expected));
});
