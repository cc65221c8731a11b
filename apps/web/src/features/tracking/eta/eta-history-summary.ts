import type { EtaPoint } from '@tracking/core';

/** A move smaller than this is not a change a recipient would notice (the page shows minutes). */
export const NOTICEABLE_SHIFT_MS = 60_000;

/** Why an estimate moved, as the page explains it. */
export type MoveReason = 'stopsAdded' | 'stopsDone' | 'route' | 'order' | 'slower' | 'faster';

/** One estimate as the chart and its table show it. */
export interface EtaHistoryRow {
  at: number;
  arrival: number;
  /** Why it moved from the estimate before it; null for the first and for estimates that did not move. */
  reason: MoveReason | null;
}

export interface EtaHistorySummary {
  rows: EtaHistoryRow[];
  first: EtaHistoryRow;
  latest: EtaHistoryRow;
  /** Latest arrival minus the first, in ms: positive is later. */
  shiftMs: number;
  /** The newest estimate that moved the arrival noticeably, with how far. */
  lastMove: { row: EtaHistoryRow; shiftMs: number } | null;
}

/** Why `next` moved from `previous`: a changed count of stops first, then what made the estimate. */
export function moveReason(previous: EtaPoint, next: EtaPoint, shiftMs: number): MoveReason {
  if (previous.stopsBefore !== null && next.stopsBefore !== null && next.stopsBefore !== previous.stopsBefore)
    return next.stopsBefore > previous.stopsBefore ? 'stopsAdded' : 'stopsDone';
  if (next.cause === 'route') return 'route';
  if (next.cause === 'order') return 'order';
  return shiftMs > 0 ? 'slower' : 'faster';
}

/**
 * The history read for the page: each estimate with why it moved, the overall shift from the first estimate and
 * the newest noticeable move; null with fewer than two estimates (there is nothing to show moving).
 */
export function etaHistorySummary(points: readonly EtaPoint[]): EtaHistorySummary | null {
  const rows = points.map((point, index): EtaHistoryRow => {
    const arrival = Date.parse(point.arrivalAt);
    const previous = points[index - 1];
    const shift = previous ? arrival - Date.parse(previous.arrivalAt) : 0;
    const moved = previous !== undefined && Math.abs(shift) >= NOTICEABLE_SHIFT_MS;
    return { at: Date.parse(point.at), arrival, reason: moved ? moveReason(previous, point, shift) : null };
  });
  const first = rows[0];
  const latest = rows.at(-1);
  if (!first || !latest || rows.length < 2) return null;
  const moveIndex = rows.findLastIndex((row) => row.reason !== null);
  const move = rows[moveIndex];
  const before = rows[moveIndex - 1];
  return {
    rows,
    first,
    latest,
    shiftMs: latest.arrival - first.arrival,
    lastMove: move && before ? { row: move, shiftMs: move.arrival - before.arrival } : null,
  };
}

/** Whole minutes of a shift, rounded, without its sign. */
export const shiftMinutes = (shiftMs: number) => Math.round(Math.abs(shiftMs) / 60_000);
