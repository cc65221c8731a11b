import type { Kysely } from 'kysely';
import {
  sampledDelivery,
  STATUS_GROUPS,
  type EtaHorizon,
  type ErrorQuantiles,
  type PastDelivery,
  type WindowRecord,
} from '@tracking/core';
import type { Database } from '../../store/database';
import { nextTurn } from '../../store/next-turn';
import type { IsoTime } from '../../store/store';

/** What one calibration run found, to replace the last one whole. */
export interface EtaCalibrationRows {
  /** Per account ('' for the whole provider) and horizon band with enough deliveries. */
  quantiles: readonly { accountId: string; horizon: EtaHorizon; quantiles: ErrorQuantiles }[];
  /** Per account with enough deliveries. */
  records: readonly ({ accountId: string } & WindowRecord)[];
  coverage: number;
  days: number;
  computedAt: IsoTime;
}

declare module '../../store/store' {
  /** The arrival window's calibration: the deliveries it is drawn from, and its results. */
  interface Store {
    /**
     * Orders delivered since `since` (their first delivered event), each with the estimates calibration reads
     * (sampledDelivery); read `perRead` orders at a time.
     */
    listPastDeliveries(since: IsoTime, perRead?: number): Promise<PastDelivery[]>;

    /**
     * Replaces every account's quantiles and record with these (in the caller's transaction); whether they differ
     * from the ones replaced, beyond when they were drawn.
     */
    replaceEtaCalibration(calibration: EtaCalibrationRows): Promise<boolean>;

    /** When the windows were last drawn; undefined when never (or from no deliveries). */
    etaCalibratedAt(): Promise<IsoTime | undefined>;
  }
}

type Db = Kysely<Database>;
const DELIVERED: readonly number[] = STATUS_GROUPS.delivered;

/**
 * Delivered orders read per statement. The calibration reads 30 days of deliveries and every estimate of each:
 * in one statement, at scale, that held the event loop (SQLite runs on it) for seconds once a day.
 */
const ORDERS_PER_READ = 500;

export async function listPastDeliveries(
  db: Db,
  since: IsoTime,
  perRead = ORDERS_PER_READ,
): Promise<PastDelivery[]> {
  const deliveries: PastDelivery[] = [];
  // Pages in the order of the tracking id, each after the last one read.
  let after = '';
  for (;;) {
    const events = await db
      .selectFrom('order_events')
      .innerJoin('orders', 'orders.tracking_id', 'order_events.tracking_id')
      .select(['orders.tracking_id', 'orders.account_id'])
      .select((eb) => eb.fn.min('order_events.at').as('delivered_at'))
      .where('order_events.status_code', 'in', DELIVERED)
      .where('order_events.at', '>=', since)
      .where('orders.tracking_id', '>', after)
      .groupBy(['orders.tracking_id', 'orders.account_id'])
      .orderBy('orders.tracking_id')
      .limit(perRead)
      .execute();
    if (events.length === 0) return deliveries;
    const estimates = await db
      .selectFrom('estimates')
      .select(['tracking_id', 'at', 'arrival_at'])
      .where(
        'tracking_id',
        'in',
        events.map((row) => row.tracking_id),
      )
      .execute();
    const byOrder = new Map<string, { atMs: number; arrivalMs: number }[]>();
    for (const row of estimates) {
      const list = byOrder.get(row.tracking_id) ?? [];
      list.push({ atMs: Date.parse(row.at), arrivalMs: Date.parse(row.arrival_at) });
      byOrder.set(row.tracking_id, list);
    }
    for (const row of events)
      deliveries.push(
        sampledDelivery({
          accountId: row.account_id,
          deliveredAtMs: Date.parse(row.delivered_at),
          estimates: byOrder.get(row.tracking_id) ?? [],
        }),
      );
    if (events.length < perRead) return deliveries;
    after = events.at(-1)?.tracking_id ?? after;
    await nextTurn();
  }
}

export async function etaCalibratedAt(db: Db): Promise<IsoTime | undefined> {
  const row = await db
    .selectFrom('eta_window_quantiles')
    .select((eb) => eb.fn.max('computed_at').as('at'))
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/** Rows per insert: well under the engines' bound-parameter limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );
}

/** The stored windows as comparable text, whenever they were drawn (every row but its computed_at, sorted). */
async function readStoredWindows(db: Db): Promise<string> {
  const quantiles = await db
    .selectFrom('eta_window_quantiles')
    .select(['account_id', 'horizon_minutes', 'deliveries', 'low_ms', 'high_ms', 'coverage'])
    .execute();
  const records = await db
    .selectFrom('eta_window_records')
    .select(['account_id', 'kept', 'deliveries', 'days'])
    .execute();
  const lines = (rows: readonly object[]) => rows.map((row) => JSON.stringify(Object.values(row))).sort();
  return JSON.stringify([lines(quantiles), lines(records)]);
}

export async function replaceEtaCalibration(db: Db, calibration: EtaCalibrationRows): Promise<boolean> {
  const { coverage, days, computedAt } = calibration;
  const before = await readStoredWindows(db);
  await db.deleteFrom('eta_window_quantiles').execute();
  await db.deleteFrom('eta_window_records').execute();
  for (const chunk of chunks(calibration.quantiles))
    await db
      .insertInto('eta_window_quantiles')
      .values(
        chunk.map(({ accountId, horizon, quantiles }) => ({
          account_id: accountId,
          horizon_minutes: horizon,
          deliveries: quantiles.deliveries,
          low_ms: quantiles.lowMs,
          high_ms: quantiles.highMs,
          coverage,
          computed_at: computedAt,
        })),
      )
      .execute();
  for (const chunk of chunks(calibration.records))
    await db
      .insertInto('eta_window_records')
      .values(
        chunk.map(({ accountId, kept, deliveries }) => ({
          account_id: accountId,
          kept,
          deliveries,
          days,
          computed_at: computedAt,
        })),
      )
      .execute();
  return (await readStoredWindows(db)) !== before;
}
