import type { Database } from '../store/database';
import type { IsoTime, Store } from '../store/store';

/** A table of the service's database. */
export type TableName = keyof Database & string;

/** Tables and, in each, the columns that hold a recipient's data (address, instructions, photos, comments...). */
export type PersonalColumns = { readonly [T in TableName]?: readonly (keyof Database[T] & string)[] };

/**
 * Tables that hold nothing about a person, each with why: the explicit "no personal data" entries, so a table
 * nobody declared fails the conformance test instead of being forgotten. Keys are any table name, the engine's
 * own bookkeeping tables included.
 */
export type NoPersonalData = Readonly<Record<string, string>>;

/** The settings retention periods come from. */
export interface RetentionSettings {
  /** RETENTION_DAYS: final orders, driver positions and estimate history. */
  retentionDays: number;
  /** WEBHOOK_EVENT_RETENTION_DAYS: delivered webhook events (and those given up on). */
  webhookEventRetentionDays: number;
  /** LINK_TTL_DAYS: a final order's links stop working after it, so its share links and calendar ids go. */
  linkTtlDays: number;
  /** STATS_RETENTION_DAYS: the merchants' daily usage counts. */
  statsRetentionDays: number;
}

/** What the retention job deletes of a feature's data once it is past its period. */
export interface RetentionStep {
  /** How many days rows are kept. */
  keepDays(settings: RetentionSettings): number;
  /** Deletes rows made before `cutoff`; counts what went, by name, for the job's log. */
  deleteBefore(store: Store, cutoff: IsoTime): Promise<Record<string, number>>;
}

/** What a feature keeps about a person, and how anonymising and retention erase it. */
export interface PersonalData {
  holds: PersonalColumns;
  /** Tables the feature writes that hold nothing about a person. */
  holdsNothing?: NoPersonalData;
  /** Erases the order's data, inside the anonymising transaction (`at`: the anonymising moment). */
  anonymise(tx: Store, trackingId: string, at: IsoTime): Promise<void>;
  retention?: RetentionStep;
}

/** Every table the entries name, with or without personal data. */
export function declaredTables(entries: readonly PersonalData[]): Set<string> {
  return new Set(
    entries.flatMap((entry) => [...Object.keys(entry.holds), ...Object.keys(entry.holdsNothing ?? {})]),
  );
}

/** The retention steps of the entries that have one. */
export function retentionSteps(entries: readonly PersonalData[]): RetentionStep[] {
  return entries.flatMap((entry) => (entry.retention ? [entry.retention] : []));
}
