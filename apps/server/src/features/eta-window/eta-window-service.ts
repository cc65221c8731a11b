import {
  deliveriesByAccount,
  errorQuantiles,
  ETA_WINDOW_DAYS,
  horizonErrors,
  quantilesOfErrors,
  windowRecord,
  type ErrorQuantiles,
  type EtaHorizon,
  type HorizonQuantiles,
  type PastDelivery,
} from '@tracking/core';
import type { DomainDeps } from '../../order-view/deps';
import { PROVIDER_SCOPE } from '../../order-view/store/eta-window-queries';
import { nextTurn } from '../../store/next-turn';
import type { EtaCalibrationRows } from './eta-window-store';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Draws the arrival windows anew from the last ETA_WINDOW_DAYS of deliveries: each account's error quantiles per
 * horizon band, the whole provider's, and each account's record (core eta-calibration.ts), replacing the last
 * ones whole. `coverage`: ETA_WINDOW_COVERAGE.
 */
export function createEtaCalibration(deps: Pick<DomainDeps, 'store' | 'now' | 'changes'>, coverage: number) {
  const { store, now, changes } = deps;
  return {
    async recalibrate(): Promise<{ deliveries: number; accounts: number; records: number }> {
      const at = now();
      const since = new Date(at.getTime() - ETA_WINDOW_DAYS * DAY_MS).toISOString();
      const deliveries = await store.listPastDeliveries(since);
      const rows = await calibrationRows(deliveries, coverage, at.toISOString());
      const changed = await store.transaction((tx) => tx.replaceEtaCalibration(rows));
      // Every view shows the windows: a run that draws the ones it replaces (a day on, or no deliveries yet) must
      // not make every instance read every order again.
      if (changed) changes.publish({ kind: 'etaCalibration' });
      const accounts = new Set(rows.quantiles.map((row) => row.accountId));
      accounts.delete(PROVIDER_SCOPE);
      return { deliveries: deliveries.length, accounts: accounts.size, records: rows.records.length };
    },
  };
}

export type EtaCalibration = ReturnType<typeof createEtaCalibration>;

/**
 * What a calibration run stores: the quantiles it drew, and the record each account's windows made with them.
 * Drawn in steps, with a turn of the event loop after each account and each of the provider's horizon bands: in
 * one piece, a month of a large provider's deliveries held every page and socket of the instance for seconds
 * (bench:calibration, 300,000 deliveries: 0.8 s in one piece, under 80 ms a step). The provider's errors are the accounts' put together.
 */
export async function calibrationRows(
  deliveries: readonly PastDelivery[],
  coverage: number,
  computedAt: string,
  nextStep: () => Promise<void> = nextTurn,
): Promise<EtaCalibrationRows> {
  const deliveriesOf = deliveriesByAccount(deliveries);
  const providerErrors = new Map<EtaHorizon, number[]>();
  const accounts = new Map<string, HorizonQuantiles>();
  for (const [accountId, own] of deliveriesOf) {
    const errors = horizonErrors(own);
    for (const [horizon, list] of errors) {
      const all = providerErrors.get(horizon) ?? [];
      for (const error of list) all.push(error);
      providerErrors.set(horizon, all);
    }
    accounts.set(accountId, quantilesOfErrors(errors, coverage));
    await nextStep();
  }
  const provider = new Map<EtaHorizon, ErrorQuantiles>();
  for (const [horizon, errors] of providerErrors) {
    const found = errorQuantiles(errors, coverage);
    if (found) provider.set(horizon, found);
    await nextStep();
  }
  const quantiles: EtaCalibrationRows['quantiles'][number][] = [];
  for (const [horizon, found] of provider)
    quantiles.push({ accountId: PROVIDER_SCOPE, horizon, quantiles: found });
  const records: EtaCalibrationRows['records'][number][] = [];
  for (const [accountId, own] of accounts) {
    for (const [horizon, found] of own) quantiles.push({ accountId, horizon, quantiles: found });
    const record = windowRecord(deliveriesOf.get(accountId) ?? [], own, provider);
    if (record) records.push({ accountId, ...record });
    await nextStep();
  }
  return { quantiles, records, coverage, days: ETA_WINDOW_DAYS, computedAt };
}
