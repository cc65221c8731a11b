import type { EstimateCause } from './store/order-view-store';

/** What the history last kept for an order. */
export interface KeptEstimate {
  timeDiffMs: number | null;
  stopsBefore: number | null;
  atMs: number;
}

/** An estimate that moved less than this since the last one kept is not worth a row... */
export const MIN_SHIFT_MS = 60_000;
/** ...unless this long passed, so a chart of the estimate has a point every few minutes. */
export const MAX_GAP_MS = 5 * 60_000;

/**
 * Whether an estimate goes into the order's history. Every position makes one (thousands per order and hour),
 * so the history keeps the ones that explain a move: a plan change (route or order), a change of stops before,
 * a shift of a minute or more (what the page can show), and one every few minutes.
 */
export function worthKeeping(
  previous: KeptEstimate | undefined,
  next: KeptEstimate,
  cause: EstimateCause,
): boolean {
  if (!previous || cause !== 'position') return true;
  if (next.stopsBefore !== previous.stopsBefore) return true;
  if (next.atMs - previous.atMs >= MAX_GAP_MS) return true;
  if (next.timeDiffMs === null || previous.timeDiffMs === null)
    return next.timeDiffMs !== previous.timeDiffMs;
  return Math.abs(next.timeDiffMs - previous.timeDiffMs) >= MIN_SHIFT_MS;
}

/** The order's saved timeDiff (what a page reads on load or reconnect) may lag the live one by this much... */
export const SAVED_SHIFT_MS = 15_000;
/** ...or for this long. */
export const SAVED_GAP_MS = 60_000;

/**
 * Whether an order's current timeDiff is written to it. Writing it on every position rewrites thousands of rows
 * a second (and syncs them to disk) for changes of seconds that the page shows in minutes; the sockets get every
 * estimate anyway.
 */
export function worthSaving(
  previous: { timeDiffMs: number; atMs: number } | undefined,
  timeDiffMs: number,
  nowMs: number,
): boolean {
  if (!previous) return true;
  return (
    Math.abs(timeDiffMs - previous.timeDiffMs) >= SAVED_SHIFT_MS || nowMs - previous.atMs >= SAVED_GAP_MS
  );
}
