import type { Kysely } from 'kysely';
import type { EtaHorizon, EtaRecord, ErrorQuantiles } from '@tracking/core';
import type { Database } from '../../store/database';
import type { EtaCalibrationRecord } from './order-view-store';

type Db = Kysely<Database>;

/** The account id the whole provider's quantiles are kept under (no account has an empty id). */
export const PROVIDER_SCOPE = '';

/** An account's quantiles per horizon band, the whole provider's, and its record; empty ones when not computed. */
export async function readEtaCalibration(db: Db, accountId: string): Promise<EtaCalibrationRecord> {
  const [rows, record] = await Promise.all([
    db
      .selectFrom('eta_window_quantiles')
      .selectAll()
      .where('account_id', 'in', [accountId, PROVIDER_SCOPE])
      .execute(),
    readEtaRecord(db, accountId),
  ]);
  const account = new Map<EtaHorizon, ErrorQuantiles>();
  const provider = new Map<EtaHorizon, ErrorQuantiles>();
  for (const row of rows) {
    const quantiles = { lowMs: row.low_ms, highMs: row.high_ms, deliveries: row.deliveries };
    (row.account_id === accountId ? account : provider).set(row.horizon_minutes as EtaHorizon, quantiles);
  }
  return { account, provider, coverage: rows[0]?.coverage ?? null, record };
}

/** The account's record of windows kept, as last counted; undefined below the deliveries it needs. */
export async function readEtaRecord(db: Db, accountId: string): Promise<EtaRecord | undefined> {
  const row = await db
    .selectFrom('eta_window_records')
    .select(['kept', 'deliveries', 'days'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && { kept: Number(row.kept), deliveries: row.deliveries, days: row.days };
}
