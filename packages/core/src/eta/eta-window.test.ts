import { describe, expect, it } from 'vitest';
import {
  errorQuantiles,
  etaWindowOf,
  horizonOf,
  quantile,
  quantilesFor,
  windowAround,
  type EtaHorizon,
  type ErrorQuantiles,
} from './eta-window';

const MIN = 60_000;
/** n errors of 1..n minutes. */
const minutes = (n: number) => Array.from({ length: n }, (_, index) => (index + 1) * MIN);

describe('horizonOf', () => {
  it.each([
    [-5 * MIN, 15],
    [0, 15],
    [15 * MIN, 15],
    [15 * MIN + 1, 30],
    [45 * MIN, 60],
    [2 * 60 * MIN, 120],
    [3 * 60 * MIN, 240],
    [10 * 60 * MIN, 240],
  ])('an estimate %d ms ahead is in the %d min band', (leadMs, horizon) => {
    expect(horizonOf(leadMs)).toBe(horizon);
  });
});

describe('quantile', () => {
  it.each([
    [[1, 2, 3, 4, 5], 0, 1],
    [[1, 2, 3, 4, 5], 1, 5],
    [[1, 2, 3, 4, 5], 0.5, 3],
    [[1, 2, 3, 4, 5], 0.1, 1.4],
    [[10, 20], 0.25, 12.5],
    [[7], 0.9, 7],
  ])('of %o at %d is %d', (values, p, expected) => {
    expect(quantile(values, p)).toBeCloseTo(expected, 9);
  });
});

describe('errorQuantiles', () => {
  it.each([
    ['49 deliveries: none', minutes(49), 0.8, undefined],
    ['50 deliveries at 0.8', minutes(50), 0.8, { lowMs: 5.9 * MIN, highMs: 45.1 * MIN, deliveries: 50 }],
    ['101 at 0.8', minutes(101), 0.8, { lowMs: 11 * MIN, highMs: 91 * MIN, deliveries: 101 }],
    ['101 at 0.5', minutes(101), 0.5, { lowMs: 26 * MIN, highMs: 76 * MIN, deliveries: 101 }],
    ['unsorted', [...minutes(101)].reverse(), 0.8, { lowMs: 11 * MIN, highMs: 91 * MIN, deliveries: 101 }],
  ])('%s', (_name, errors, coverage, expected) => {
    expect(errorQuantiles(errors, coverage)).toEqual(expected);
  });
});

describe('quantilesFor falls back from the account to the provider to none', () => {
  const own: ErrorQuantiles = { lowMs: -MIN, highMs: MIN, deliveries: 60 };
  const all: ErrorQuantiles = { lowMs: -9 * MIN, highMs: 9 * MIN, deliveries: 900 };
  const account = new Map<EtaHorizon, ErrorQuantiles>([[15, own]]);
  const provider = new Map<EtaHorizon, ErrorQuantiles>([
    [15, all],
    [30, all],
  ]);
  it.each([
    [15, own],
    [30, all],
    [60, undefined],
  ] as const)('the %d min band uses %o', (horizon, expected) => {
    expect(quantilesFor(horizon, account, provider)).toEqual(expected);
  });
});

describe('windowAround', () => {
  it.each([
    ['whole minutes stay', 0, -5 * MIN, 15 * MIN, -5, 15],
    ['widened outward to minutes', 30_000, -5 * MIN, 15 * MIN, -5, 16],
    ['an early-only window', 0, -20 * MIN, -5 * MIN, -20, -5],
  ])('%s', (_name, offsetMs, lowMs, highMs, fromMin, toMin) => {
    const arrivalMs = Date.parse('2026-03-10T14:10:00Z') + offsetMs;
    const base = Date.parse('2026-03-10T14:10:00Z');
    expect(windowAround(arrivalMs, { lowMs, highMs, deliveries: 50 })).toEqual({
      fromMs: base + fromMin * MIN,
      toMs: base + toMin * MIN,
    });
  });
});

describe('etaWindowOf', () => {
  const arrivalMs = Date.parse('2026-03-10T14:10:00Z');
  const near: ErrorQuantiles = { lowMs: -5 * MIN, highMs: 15 * MIN, deliveries: 80 };
  const far: ErrorQuantiles = { lowMs: -20 * MIN, highMs: 40 * MIN, deliveries: 80 };
  const account = new Map<EtaHorizon, ErrorQuantiles>([
    [15, near],
    [240, far],
  ]);
  it.each([
    ['10 min ahead: the near band', 10, { from: '2026-03-10T14:05:00.000Z', to: '2026-03-10T14:25:00.000Z' }],
    [
      '5 h ahead: the open last band',
      300,
      { from: '2026-03-10T13:50:00.000Z', to: '2026-03-10T14:50:00.000Z' },
    ],
    ['an hour ahead: no band has data', 60, undefined],
  ])('%s', (_name, aheadMinutes, expected) => {
    const window = etaWindowOf({ atMs: arrivalMs - aheadMinutes * MIN, arrivalMs }, account, new Map(), 0.8);
    expect(window).toEqual(expected && { ...expected, coverage: 0.8 });
  });
});
