import {
  ETA_WINDOW_MIN_DELIVERIES,
  errorQuantiles,
  horizonOf,
  quantilesFor,
  windowAround,
  type EtaHorizon,
  type ErrorQuantiles,
  type HorizonQuantiles,
} from './eta-window';

/** An estimate kept in an order's history: when it was made, the arrival it gave. */
export interface MadeEstimate {
  atMs: number;
  arrivalMs: number;
}

/** A delivery of the calibration period with the estimates made before it. */
export interface PastDelivery {
  accountId: string;
  deliveredAtMs: number;
  estimates: readonly MadeEstimate[];
}

/** Quantiles per horizon for each account and for the whole provider. */
export interface Calibration {
  accounts: ReadonlyMap<string, HorizonQuantiles>;
  provider: HorizonQuantiles;
}

/** How often the shown windows held the delivery: a share (0..1) of them, over how many deliveries. */
export interface WindowRecord {
  kept: number;
  deliveries: number;
}

/**
 * The delivery's estimate per horizon band: the first one made in it before the delivery (the window a page
 * showed on entering the band), so each delivery counts once per band however often the estimate moved.
 */
export function horizonSamples(delivery: PastDelivery): Map<EtaHorizon, MadeEstimate> {
  const samples = new Map<EtaHorizon, MadeEstimate>();
  const madeBefore = delivery.estimates
    .filter((estimate) => estimate.atMs < delivery.deliveredAtMs)
    .sort((a, b) => a.atMs - b.atMs);
  for (const estimate of madeBefore) {
    const horizon = horizonOf(estimate.arrivalMs - estimate.atMs);
    if (!samples.has(horizon)) samples.set(horizon, estimate);
  }
  return samples;
}

/**
 * The delivery with only the estimates calibration reads, one per horizon band: an order's history can hold
 * hundreds, and a month of deliveries is read at once.
 */
export function sampledDelivery(delivery: PastDelivery): PastDelivery {
  return { ...delivery, estimates: [...horizonSamples(delivery).values()] };
}

/** The deliveries' errors (actual minus estimated arrival) per horizon band, one per delivery and band. */
export function horizonErrors(deliveries: readonly PastDelivery[]): Map<EtaHorizon, number[]> {
  const errors = new Map<EtaHorizon, number[]>();
  for (const delivery of deliveries) {
    for (const [horizon, estimate] of horizonSamples(delivery)) {
      const list = errors.get(horizon) ?? [];
      list.push(delivery.deliveredAtMs - estimate.arrivalMs);
      errors.set(horizon, list);
    }
  }
  return errors;
}

/** The quantiles of each horizon band's errors, for the bands with enough of them. */
export function quantilesOfErrors(
  errors: ReadonlyMap<EtaHorizon, readonly number[]>,
  coverage: number,
): HorizonQuantiles {
  const quantiles = new Map<EtaHorizon, ErrorQuantiles>();
  for (const [horizon, list] of errors) {
    const found = errorQuantiles(list, coverage);
    if (found) quantiles.set(horizon, found);
  }
  return quantiles;
}

const quantilesOf = (deliveries: readonly PastDelivery[], coverage: number) =>
  quantilesOfErrors(horizonErrors(deliveries), coverage);

/** The deliveries of each account, in one pass. */
export function deliveriesByAccount(deliveries: readonly PastDelivery[]): Map<string, PastDelivery[]> {
  const byAccount = new Map<string, PastDelivery[]>();
  for (const delivery of deliveries) {
    const list = byAccount.get(delivery.accountId) ?? [];
    list.push(delivery);
    byAccount.set(delivery.accountId, list);
  }
  return byAccount;
}

/** The error quantiles of each account's deliveries and of all of them, per horizon with enough deliveries. */
export function calibrate(deliveries: readonly PastDelivery[], coverage: number): Calibration {
  const byAccount = deliveriesByAccount(deliveries);
  return {
    accounts: new Map([...byAccount].map(([accountId, own]) => [accountId, quantilesOf(own, coverage)])),
    provider: quantilesOf(deliveries, coverage),
  };
}

/**
 * The record of an account's windows: of the windows its pages showed (one per delivery and horizon band, from
 * the quantiles that band uses, falling back as the page does), the share that held the actual delivery; over
 * the deliveries that showed one. Undefined below ETA_WINDOW_MIN_DELIVERIES deliveries.
 */
export function windowRecord(
  deliveries: readonly PastDelivery[],
  account: HorizonQuantiles,
  provider: HorizonQuantiles,
): WindowRecord | undefined {
  let shown = 0;
  let kept = 0;
  let counted = 0;
  for (const delivery of deliveries) {
    let showedOne = false;
    for (const [horizon, estimate] of horizonSamples(delivery)) {
      const quantiles = quantilesFor(horizon, account, provider);
      if (!quantiles) continue;
      const { fromMs, toMs } = windowAround(estimate.arrivalMs, quantiles);
      shown += 1;
      if (delivery.deliveredAtMs >= fromMs && delivery.deliveredAtMs <= toMs) kept += 1;
      showedOne = true;
    }
    if (showedOne) counted += 1;
  }
  if (counted < ETA_WINDOW_MIN_DELIVERIES) return undefined;
  return { kept: Math.round((kept / shown) * 10_000) / 10_000, deliveries: counted };
}
