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
  /** Every table of the database: their rows are counted after each run, so an operator sees growth. */
  tables?: readonly string[];
  /** Told the rows of each table after each run (the tracking_table_rows gauge). */
  counted?: (rows: Record<string, number>) => void;
}

export interface RetentionResult {
  anonymised: number;
  /** Rows each retention step deleted, by name. */
  deleted: Record<string, number>;
  /** Rows in each table afterwards. */
  rows: Record<string, number>;
}

/**
 * Applies the retention rule once: orders final for longer than RETENTION_DAYS are anonymised by the same
 * anonymiser as the ingest API's anonymise (the row stays so the link answers Forbidden), then every registered
 * retention step deletes what is past its period (driver positions and estimate history, orders anonymised
 * RETENTION_DAYS ago, share links and calendar ids of expired links, delivered or abandoned webhook events,
 * idempotency keys, push subscriptions); last it counts every table's rows.
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
  const rows = await deps.store.countRows(deps.tables ?? []);
  deps.counted?.(rows);
  return { anonymised, deleted, rows };
}
