import { describe, expect, it } from 'vitest';
import {
  calibrate,
  deliveriesByAccount,
  horizonSamples,
  sampledDelivery,
  windowRecord,
  type PastDelivery,
} from './eta-calibration';
import type { EtaHorizon, ErrorQuantiles } from './eta-window';

const MIN = 60_000;
const T = Date.parse('2026-03-10T14:00:00Z');

/** A delivery at T whose estimates, each `aheadMinutes` before the arrival it gave, were off by `errorMinutes`. */
function delivery(accountId: string, errorMinutes: number, aheadMinutes: number[] = [10]): PastDelivery {
  const arrivalMs = T - errorMinutes * MIN;
  return {
    accountId,
    deliveredAtMs: T,
    estimates: aheadMinutes.map((ahead) => ({ atMs: arrivalMs - ahead * MIN, arrivalMs })),
  };
}

describe('horizonSamples', () => {
  it('keeps the first estimate of each band made before the delivery', () => {
    const samples = horizonSamples({
      accountId: 'a',
      deliveredAtMs: T,
      estimates: [
        { atMs: T - 10 * MIN, arrivalMs: T + 2 * MIN },
        { atMs: T - 14 * MIN, arrivalMs: T },
        { atMs: T - 50 * MIN, arrivalMs: T },
        { atMs: T + MIN, arrivalMs: T + 5 * MIN },
      ],
    });
    expect([...samples]).toEqual([
      [60, { atMs: T - 50 * MIN, arrivalMs: T }],
      [15, { atMs: T - 14 * MIN, arrivalMs: T }],
    ]);
  });
});

describe('sampledDelivery', () => {
  it.each([
    { case: 'no estimates', ahead: [], kept: 0 },
    { case: 'one per band', ahead: [10, 50], kept: 2 },
    { case: 'many in one band, the first kept', ahead: [12, 11, 10, 9], kept: 1 },
    { case: 'bands mixed', ahead: [130, 100, 50, 40, 14, 10, 5], kept: 4 },
  ])('$case: $kept kept, and the same samples', ({ ahead, kept }) => {
    const whole = delivery('a', 3, ahead);
    const sampled = sampledDelivery(whole);
    expect(sampled.estimates).toHaveLength(kept);
    expect({ ...sampled, estimates: [] }).toEqual({ ...whole, estimates: [] });
    expect([...horizonSamples(sampled)]).toEqual([...horizonSamples(whole)]);
  });
});

describe('deliveriesByAccount', () => {
  it.each([
    { case: 'none', accounts: [], groups: [] },
    { case: 'one account', accounts: ['a', 'a'], groups: [['a', 2]] },
    {
      case: 'accounts interleaved, in first-seen order',
      accounts: ['b', 'a', 'b', 'c', 'a'],
      groups: [
        ['b', 2],
        ['a', 2],
        ['c', 1],
      ],
    },
  ])('$case', ({ accounts, groups }) => {
    const deliveries = accounts.map((accountId, index) => delivery(accountId, index));
    const byAccount = deliveriesByAccount(deliveries);
    expect([...byAccount].map(([accountId, own]) => [accountId, own.length])).toEqual(groups);
    for (const [accountId, own] of byAccount)
      expect(own.every((each) => each.accountId === accountId)).toBe(true);
  });
});

describe('calibrate', () => {
  const errors = (n: number) => Array.from({ length: n }, (_, index) => index + 1);
  it.each([
    ['an account of 101 and one of 10', 101, 10, { big: true, small: false }, true],
    ['two accounts of 30: only the provider', 30, 30, { big: false, small: false }, true],
    ['two accounts of 20: nothing', 20, 20, { big: false, small: false }, false],
  ])('%s', (_name, big, small, ownQuantiles, providerQuantiles) => {
    const deliveries = [
      ...errors(big).map((error) => delivery('big', error)),
      ...errors(small).map((error) => delivery('small', error)),
    ];
    const { accounts, provider } = calibrate(deliveries, 0.8);
    expect(accounts.get('big')?.has(15)).toBe(ownQuantiles.big);
    expect(accounts.get('small')?.has(15)).toBe(ownQuantiles.small);
    expect(provider.has(15)).toBe(providerQuantiles);
  });

  it('draws the quantiles of the errors, actual minus estimated', () => {
    const deliveries = errors(101).map((error) => delivery('a', error - 51, [100, 200]));
    const { accounts } = calibrate(deliveries, 0.8);
    const expected = { lowMs: -40 * MIN, highMs: 40 * MIN, deliveries: 101 };
    expect(accounts.get('a')?.get(120)).toEqual(expected);
    expect(accounts.get('a')?.get(240)).toEqual(expected);
    expect(accounts.get('a')?.get(15)).toBeUndefined();
  });
});

describe('windowRecord', () => {
  const within10: ErrorQuantiles = { lowMs: -10 * MIN, highMs: 10 * MIN, deliveries: 99 };
  const account = new Map<EtaHorizon, ErrorQuantiles>([[15, within10]]);
  const none = new Map<EtaHorizon, ErrorQuantiles>();
  /** 60 deliveries: `late` of them 20 minutes late, the rest on time. */
  const sixty = (late: number, ahead?: number[]) =>
    Array.from({ length: 60 }, (_, index) => delivery('a', index < late ? 20 : 0, ahead));

  it.each([
    ['all kept', sixty(0), account, none, { kept: 1, deliveries: 60 }],
    ['15 of 60 missed', sixty(15), account, none, { kept: 0.75, deliveries: 60 }],
    [
      'the provider stands in for a band the account lacks',
      sixty(6),
      none,
      account,
      { kept: 0.9, deliveries: 60 },
    ],
    ['no quantiles: no window shown, no record', sixty(0), none, none, undefined],
    ['49 deliveries: no record', sixty(0).slice(11), account, none, undefined],
    [
      'a band without quantiles counts no window',
      sixty(15, [10, 100]),
      account,
      none,
      { kept: 0.75, deliveries: 60 },
    ],
  ])('%s', (_name, deliveries, own, provider, expected) => {
    expect(windowRecord(deliveries, own, provider)).toEqual(expected);
  });
});
