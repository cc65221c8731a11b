import { ETA_HISTORY_LIMIT, type EtaPoint } from '@tracking/core';
import type { EstimateRecord } from './store/order-view-store';

/** The chart shows one delivery day: estimates older than this before the newest one are left out. */
export const ETA_HISTORY_WINDOW_MS = 24 * 60 * 60_000;

/** How many estimates a page load reads: the most the payload carries. */
export const ETA_HISTORY_READ_LIMIT = ETA_HISTORY_LIMIT;

/**
 * The order's estimate history as the page receives it: from the store's newest-first records, those of the last
 * day before the newest, oldest first, with only what the chart and its explanation need.
 */
export function etaHistoryFrom(newestFirst: readonly EstimateRecord[]): EtaPoint[] {
  const newest = newestFirst[0];
  if (!newest) return [];
  const since = Date.parse(newest.at) - ETA_HISTORY_WINDOW_MS;
  return newestFirst
    .slice(0, ETA_HISTORY_LIMIT)
    .filter((record) => Date.parse(record.at) >= since)
    .reverse()
    .map((record) => ({
      at: record.at,
      arrivalAt: record.arrivalAt,
      cause: record.cause,
      stopsBefore: record.stopsBefore,
    }));
}
