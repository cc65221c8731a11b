import { describe, expect, it } from 'vitest';
import {
  calibrate,
  deliveriesByAccount,
  horizonErrors,
  windowRecord,
  type PastDelivery,
} from '@tracking/core';
import { PROVIDER_SCOPE } from '../../order-view/store/eta-window-queries';
import { calibrationRows } from './eta-window-service';
import { seededRandom } from '../../platform/seeded-random';

const MIN = 60_000;
const T = Date.parse('2026-03-10T14:00:00Z');

/** Deliveries of accounts of very different sizes, each with estimates made 5 minutes to 5 hours ahead. */
function deliveries(sizes: Record<string, number>): PastDelivery[] {
  const random = seededRandom(11);
  return Object.entries(sizes).flatMap(([accountId, count]) =>
    Array.from({ length: count }, () => {
      const deliveredAtMs = T - Math.floor(random() * 30 * 24 * 60) * MIN;
      const estimates = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        const arrivalMs = deliveredAtMs + Math.round((random() - 0.5) * 40) * MIN;
        return { atMs: arrivalMs - Math.round(5 + random() * 295) * MIN, arrivalMs };
      });
      return { accountId, deliveredAtMs, estimates };
    }),
  );
}

describe('calibrationRows', () => {
  it("draws, one account at a time, what the whole calibration draws: each account's, the provider's, the records", async () => {
    const past = deliveries({ big: 400, middle: 120, small: 30, tiny: 3 });
    let turns = 0;
    const rows = await calibrationRows(past, 0.8, '2026-03-10T14:00:00.000Z', async () => {
      turns += 1;
    });

    const { accounts, provider } = calibrate(past, 0.8);
    const expectedQuantiles = [
      ...[...provider].map(([horizon, quantiles]) => ({ accountId: PROVIDER_SCOPE, horizon, quantiles })),
      ...[...accounts].flatMap(([accountId, own]) =>
        [...own].map(([horizon, quantiles]) => ({ accountId, horizon, quantiles })),
      ),
    ];
    expect(rows.quantiles).toEqual(expectedQuantiles);
    expect(rows.quantiles.some((row) => row.accountId === PROVIDER_SCOPE)).toBe(true);
    const byAccount = deliveriesByAccount(past);
    const expectedRecords = [...accounts].flatMap(([accountId, own]) => {
      const record = windowRecord(byAccount.get(accountId) ?? [], own, provider);
      return record ? [{ accountId, ...record }] : [];
    });
    expect(rows.records).toEqual(expectedRecords);
    expect(rows.records.map((record) => record.accountId)).toEqual(['big', 'middle']);
    // Twice per account (after its quantiles, after its record) and once per horizon band of the provider's.
    expect(turns).toBe(2 * 4 + horizonErrors(past).size);
  });

  it('draws nothing from no deliveries, without a turn', async () => {
    let turns = 0;
    const rows = await calibrationRows([], 0.8, '2026-03-10T14:00:00.000Z', async () => {
      turns += 1;
    });
    expect([rows.quantiles, rows.records, turns]).toEqual([[], [], 0]);
  });
});
