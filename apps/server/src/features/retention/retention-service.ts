import type { Store } from '../../store/store';
import type { Anonymiser } from '../../order-view/anonymiser';
import type { RetentionSettings, RetentionStep } from '../../order-view/personal-data';

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
  anonymiser: Pick<Anonymiser, 'anonymiseOrder'>;
  /** The registry's retention steps (composition root): what each feature deletes past its period. */
  steps: readonly RetentionStep[];
  settings: RetentionSettings;
  now: () => Date;
}

export interface RetentionResult {
  anonymised: number;
  /** Rows each retention step deleted, by name. */
  deleted: Record<string, number>;
}

/**
 * Applies the retention rule once: orders final for longer than RETENTION_DAYS are anonymised by the same
 * anonymiser as the ingest API's anonymise (the row stays so the link answers Forbidden), then every registered
 * retention step deletes what is past its period (driver positions and estimate history, delivered webhook
 * events, idempotency keys).
 */
export async function applyRetention(deps: RetentionDeps): Promise<RetentionResult> {
  const now = deps.now();
  const cutoff = retentionCutoff(now, deps.settings.retentionDays);
  let anonymised = 0;
  while (anonymised < MAX_PER_RUN) {
    const due = await deps.store.ordersFinalBefore(cutoff, BATCH);
    for (const trackingId of due) await deps.anonymiser.anonymiseOrder(trackingId);
    anonymised += due.length;
    if (due.length < BATCH) break;
  }
  const deleted: Record<string, number> = {};
  for (const step of deps.steps) {
    const before = retentionCutoff(now, step.keepDays(deps.settings));
    Object.assign(deleted, await step.deleteBefore(deps.store, before));
  }
  return { anonymised, deleted };
}
