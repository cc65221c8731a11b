import type { EtaPoint } from '@tracking/core';
import { describe, expect, it } from 'vitest';
import { etaHistorySummary, moveReason, shiftMinutes } from './eta-history-summary';

const point = (at: string, arrival: string, changes: Partial<EtaPoint> = {}): EtaPoint => ({
  at: `2026-03-03T${at}:00.000Z`,
  arrivalAt: `2026-03-03T${arrival}:00.000Z`,
  cause: 'position',
  stopsBefore: 5,
  ...changes,
});

describe('moveReason', () => {
  it.each([
    [{ stopsBefore: 5 }, { stopsBefore: 6, cause: 'route' }, 600_000, 'stopsAdded'],
    [{ stopsBefore: 5 }, { stopsBefore: 4 }, -300_000, 'stopsDone'],
    [{ stopsBefore: null }, { stopsBefore: 4, cause: 'route' }, 300_000, 'route'],
    [{}, { cause: 'route' }, -120_000, 'route'],
    [{}, { cause: 'order' }, 120_000, 'order'],
    [{}, {}, 240_000, 'slower'],
    [{}, {}, -240_000, 'faster'],
  ] as const)('%j then %j moving %i ms: %s', (before, after, shift, reason) => {
    expect(moveReason(point('09:00', '13:00', before), point('09:10', '13:05', after), shift)).toBe(reason);
  });
});

describe('etaHistorySummary', () => {
  it('has nothing to show for fewer than two estimates', () => {
    expect(etaHistorySummary([])).toBeNull();
    expect(etaHistorySummary([point('09:00', '13:00')])).toBeNull();
  });

  it('gives the overall shift and explains the newest noticeable move', () => {
    const summary = etaHistorySummary([
      point('09:00', '13:00', { cause: 'route' }),
      point('10:00', '13:00'),
      point('11:00', '13:12', { stopsBefore: 6 }),
      { ...point('11:05', '13:12', { stopsBefore: 6 }), arrivalAt: '2026-03-03T13:12:40.000Z' },
    ]);
    expect(summary?.shiftMs).toBe(12 * 60_000 + 40_000);
    expect(summary?.rows.map((row) => row.reason)).toEqual([null, null, 'stopsAdded', null]);
    expect(summary?.lastMove).toEqual({ row: summary?.rows[2], shiftMs: 12 * 60_000 });
  });

  it('ignores moves under a minute, so an unchanged estimate says so', () => {
    const summary = etaHistorySummary([
      { ...point('09:00', '13:00'), arrivalAt: '2026-03-03T13:00:00.000Z' },
      { ...point('09:05', '13:00'), arrivalAt: '2026-03-03T13:00:40.000Z' },
    ]);
    expect(summary?.lastMove).toBeNull();
    expect(summary?.shiftMs).toBe(40_000);
  });
});

describe('shiftMinutes', () => {
  it.each([
    [0, 0],
    [29_000, 0],
    [31_000, 1],
    [-12 * 60_000, 12],
  ])('%i ms is %i min', (ms, minutes) => expect(shiftMinutes(ms)).toBe(minutes));
});
