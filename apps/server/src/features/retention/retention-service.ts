import type { Store } from '../../store/store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders anonymised per batch; a run goes on batch after batch up to MAX_PER_RUN, the next run takes the rest. */
const BATCH = 200;
const MAX_PER_RUN = 10_000;

/** The moment before which data is past retention: `days` before `now`. */
export function retentionCutoff(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

export interface RetentionDeps {
  store: Store;
  ingest: { anonymiseOrder(trackingId: string): Promise<unknown> };
  now: () => Date;
  retentionDays: number;
}

export interface RetentionResult {
  anonymised: number;
  positions: number;
  estimates: number;
}

/**
 * Applies the retention rule once: orders final for longer than `retentionDays` are anonymised exactly as the
 * ingest API's anonymise does (address, preferences, feedback and photos go; the row stays so the link answers
 * Forbidden), and driver positions and estimate history older than that are deleted.
 */
export async function applyRetention(deps: RetentionDeps): Promise<RetentionResult> {
  const cutoff = retentionCutoff(deps.now(), deps.retentionDays);
  let anonymised = 0;
  while (anonymised < MAX_PER_RUN) {
    const due = await deps.store.ordersFinalBefore(cutoff, BATCH);
    for (const trackingId of due) await deps.ingest.anonymiseOrder(trackingId);
    anonymised += due.length;
    if (due.length < BATCH) break;
  }
  return { anonymised, ...(await deps.store.deleteHistoryBefore(cutoff)) };
}
