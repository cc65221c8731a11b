import { describe, expect, it } from 'vitest';
import { lineAfter, lineBefore } from './timeline-lines';

describe('lineBefore', () => {
  it.each([
    [undefined, 'done', 'none'],
    ['done', 'done', 'done'],
    ['done', 'active', 'done'],
    ['done', 'warning', 'done'],
    ['active', 'error', 'done'],
    ['done', 'default', 'default'],
    ['done', 'dashed', 'default'],
  ] as const)('previous %s, current %s -> %s', (previous, current, expected) => {
    expect(lineBefore(previous, current)).toBe(expected);
  });
});

describe('lineAfter', () => {
  it.each([
    ['done', undefined, 'none'],
    ['done', 'done', 'done'],
    ['done', 'active', 'done'],
    ['active', 'default', 'default'],
    ['default', 'done', 'default'],
    ['dashed', 'done', 'default'],
    ['done', 'dashed', 'dashed'],
    ['default', 'dashed', 'dashed'],
    ['warning', 'error', 'done'],
  ] as const)('current %s, next %s -> %s', (current, next, expected) => {
    expect(lineAfter(current, next)).toBe(expected);
  });
});
