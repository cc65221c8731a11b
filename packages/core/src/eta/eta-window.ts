/**
 * The calibrated arrival window (issue 33): how wrong the estimates were, by how far ahead they were made, over
 * the last deliveries, turned into a window around the current estimate that held the actual delivery for a
 * chosen share (the coverage) of them.
 */

/** How far ahead an estimate was made, in minutes: each band reaches down to the one before (the last is open). */
export const ETA_WINDOW_HORIZONS = [15, 30, 60, 120, 240] as const;
export type EtaHorizon = (typeof ETA_WINDOW_HORIZONS)[number];

/** A horizon with fewer deliveries than this falls back (account, then the whole provider, then none). */
export const ETA_WINDOW_MIN_DELIVERIES = 50;
/** The deliveries the window is calibrated on, and the record counted over. */
export const ETA_WINDOW_DAYS = 30;

const MINUTE_MS = 60_000;

/** Where the actual delivery fell against the estimate (actual minus estimated), low and high, in ms. */
export interface ErrorQuantiles {
  lowMs: number;
  highMs: number;
  /** The deliveries they were drawn from. */
  deliveries: number;
}

/** Quantiles per horizon of one scope (an account, or the whole provider). */
export type HorizonQuantiles = ReadonlyMap<EtaHorizon, ErrorQuantiles>;

/** The window the page shows beside the countdown. */
export interface EtaWindow {
  from: string;
  to: string;
  coverage: number;
}

/** The horizon band of an estimate made `leadMs` before the arrival it gives (late ones: the nearest band). */
export function horizonOf(leadMs: number): EtaHorizon {
  return ETA_WINDOW_HORIZONS.find((minutes) => leadMs <= minutes * MINUTE_MS) ?? 240;
}

/** The `p` quantile (0..1) of ascending values, interpolated between the two nearest ranks (R's type 7). */
export function quantile(ascending: ArrayLike<number>, p: number): number {
  const rank = (ascending.length - 1) * p;
  const below = ascending[Math.floor(rank)] ?? 0;
  const above = ascending[Math.ceil(rank)] ?? below;
  return below + (above - below) * (rank - Math.floor(rank));
}

/**
 * The error quantiles that leave (1 - coverage) / 2 of the errors on either side; undefined below
 * ETA_WINDOW_MIN_DELIVERIES errors (one per delivery), where a window would be a guess.
 */
export function errorQuantiles(errorsMs: readonly number[], coverage: number): ErrorQuantiles | undefined {
  if (errorsMs.length < ETA_WINDOW_MIN_DELIVERIES) return undefined;
  // A typed array sorts numbers as numbers, without a comparator call per step: a month of deliveries is sorted.
  const ascending = Float64Array.from(errorsMs).sort();
  const tail = (1 - coverage) / 2;
  return {
    lowMs: Math.round(quantile(ascending, tail)),
    highMs: Math.round(quantile(ascending, 1 - tail)),
    deliveries: ascending.length,
  };
}

/** The quantiles a horizon uses: the account's own, else the whole provider's, else none. */
export function quantilesFor(
  horizon: EtaHorizon,
  account: HorizonQuantiles,
  provider: HorizonQuantiles,
): ErrorQuantiles | undefined {
  return account.get(horizon) ?? provider.get(horizon);
}

/** The window around an arrival estimate, widened to whole minutes so the page's "14:05-14:25" holds it. */
export function windowAround(arrivalMs: number, quantiles: ErrorQuantiles): { fromMs: number; toMs: number } {
  return {
    fromMs: Math.floor((arrivalMs + quantiles.lowMs) / MINUTE_MS) * MINUTE_MS,
    toMs: Math.ceil((arrivalMs + quantiles.highMs) / MINUTE_MS) * MINUTE_MS,
  };
}

/**
 * The window shown for an estimate of `arrivalMs` made at `atMs`: the quantiles of its horizon band, falling
 * back as quantilesFor does; undefined when no scope has enough deliveries.
 */
export function etaWindowOf(
  estimate: { atMs: number; arrivalMs: number },
  account: HorizonQuantiles,
  provider: HorizonQuantiles,
  coverage: number,
): EtaWindow | undefined {
  const quantiles = quantilesFor(horizonOf(estimate.arrivalMs - estimate.atMs), account, provider);
  if (!quantiles) return undefined;
  const { fromMs, toMs } = windowAround(estimate.arrivalMs, quantiles);
  return { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString(), coverage };
}
