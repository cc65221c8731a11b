import { describe, expect, it } from 'vitest';
import { worthKeeping, worthSaving, type KeptEstimate } from './estimate-history';

const kept: KeptEstimate = { timeDiffMs: 0, stopsBefore: 3, atMs: 0 };
const S = 1000;

describe('worthKeeping', () => {
  it.each([
    ['the first estimate of an order', undefined, { ...kept }, 'position', true],
    [
      'a position that barely moved it',
      kept,
      { ...kept, timeDiffMs: 20 * S, atMs: 10 * S },
      'position',
      false,
    ],
    ['a move of a minute later', kept, { ...kept, timeDiffMs: 60 * S, atMs: 10 * S }, 'position', true],
    ['a move of a minute earlier', kept, { ...kept, timeDiffMs: -60 * S, atMs: 10 * S }, 'position', true],
    ['a stop fewer before', kept, { ...kept, stopsBefore: 2, atMs: 10 * S }, 'position', true],
    ['five quiet minutes', kept, { ...kept, atMs: 300 * S }, 'position', true],
    ['a new route', kept, { ...kept, atMs: 1 }, 'route', true],
    ['an order change', kept, { ...kept, atMs: 1 }, 'order', true],
    ['a promised time appearing', { ...kept, timeDiffMs: null }, { ...kept, atMs: 1 }, 'position', true],
    [
      'still no promised time',
      { ...kept, timeDiffMs: null },
      { ...kept, timeDiffMs: null, atMs: 1 },
      'position',
      false,
    ],
  ] as const)('%s -> %s', (_name, previous, next, cause, expected) => {
    expect(worthKeeping(previous, next, cause)).toBe(expected);
  });
});

describe('worthSaving', () => {
  it.each([
    ['the first estimate', undefined, 0, 0, true],
    ['a few seconds later', { timeDiffMs: 0, atMs: 0 }, 5 * S, 2 * S, false],
    ['fifteen seconds later', { timeDiffMs: 0, atMs: 0 }, 15 * S, 2 * S, true],
    ['fifteen seconds earlier', { timeDiffMs: 0, atMs: 0 }, -15 * S, 2 * S, true],
    ['a quiet minute', { timeDiffMs: 0, atMs: 0 }, 1 * S, 60 * S, true],
  ])('%s -> %s', (_name, previous, timeDiffMs, nowMs, expected) => {
    expect(worthSaving(previous, timeDiffMs, nowMs)).toBe(expected);
  });
});
