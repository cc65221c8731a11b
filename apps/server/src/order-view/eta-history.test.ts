import { ETA_HISTORY_LIMIT } from '@tracking/core';
import { describe, expect, it } from 'vitest';
import type { EstimateRecord } from './store/order-view-store';
import { etaHistoryFrom } from './eta-history';

const record = (at: string, arrivalAt: string, changes: Partial<EstimateRecord> = {}): EstimateRecord => ({
  trackingId: 'TRK-7Q2M9X4KD8',
  at,
  cause: 'position',
  arrivalAt,
  timeDiffMs: 0,
  stopsBefore: 4,
  distanceMeters: 5300,
  speedKmh: 31,
  driverLat: 55.68,
  driverLng: 12.57,
  ...changes,
});

describe('etaHistoryFrom', () => {
  it('gives nothing for an order the engine never estimated', () => {
    expect(etaHistoryFrom([])).toEqual([]);
  });

  it('turns the newest-first records into points oldest first, without the engine inputs', () => {
    const newestFirst = [
      record('2026-03-03T10:10:00.000Z', '2026-03-03T13:25:00.000Z', { stopsBefore: 3 }),
      record('2026-03-03T09:00:00.000Z', '2026-03-03T13:10:00.000Z', { cause: 'route', stopsBefore: null }),
    ];
    expect(etaHistoryFrom(newestFirst)).toEqual([
      {
        at: '2026-03-03T09:00:00.000Z',
        arrivalAt: '2026-03-03T13:10:00.000Z',
        cause: 'route',
        stopsBefore: null,
      },
      {
        at: '2026-03-03T10:10:00.000Z',
        arrivalAt: '2026-03-03T13:25:00.000Z',
        cause: 'position',
        stopsBefore: 3,
      },
    ]);
  });

  it('keeps the last day before the newest estimate: an earlier attempt does not stretch the chart', () => {
    const newestFirst = [
      record('2026-03-04T09:00:00.000Z', '2026-03-04T12:00:00.000Z'),
      record('2026-03-03T09:00:00.000Z', '2026-03-03T12:00:00.000Z'),
      record('2026-03-02T08:59:00.000Z', '2026-03-02T12:00:00.000Z'),
    ];
    expect(etaHistoryFrom(newestFirst).map((point) => point.at)).toEqual([
      '2026-03-03T09:00:00.000Z',
      '2026-03-04T09:00:00.000Z',
    ]);
  });

  it('carries at most the limit, the newest ones', () => {
    const start = Date.parse('2026-03-03T08:00:00.000Z');
    const newestFirst = Array.from({ length: ETA_HISTORY_LIMIT + 10 }, (_, index) => {
      const at = new Date(start + (ETA_HISTORY_LIMIT + 10 - index) * 60_000).toISOString();
      return record(at, '2026-03-03T13:00:00.000Z');
    });
    const points = etaHistoryFrom(newestFirst);
    expect(points).toHaveLength(ETA_HISTORY_LIMIT);
    expect(points.at(-1)?.at).toBe(newestFirst[0]?.at);
  });
});
