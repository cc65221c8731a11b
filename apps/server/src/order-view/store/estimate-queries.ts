import { sql, type Kysely, type Selectable } from 'kysely';
import type { DeliveryAddress } from '@tracking/core';
import type { Database, DriverPositionsTable } from '../../store/database';
import type {
  DriverPositionRecord,
  DriverStopRecord,
  EstimateCause,
  EstimateRecord,
} from './order-view-store';
import { preparedQuery } from '../../store/prepared-query';
import { positionFromRow } from './rows';
import { PositionTails, type StoredPosition, type TailReads } from './position-tails';
import { ESTIMATE_POSITIONS } from '../route-estimates';

type Db = Kysely<Database>;

function coordinates(addressJson: string): { lat: number | null; lng: number | null } {
  const address = JSON.parse(addressJson) as DeliveryAddress;
  return { lat: address.lat ?? null, lng: address.lng ?? null };
}

function recentPositionsQuery(limit: number) {
  return preparedQuery((db: Db, driverId) =>
    db
      .selectFrom('driver_positions')
      .selectAll()
      .where('driver_id', '=', driverId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit),
  );
}

/** A driver's positions stored after row `lastId`. */
const positionsAfterQuery = () =>
  preparedQuery((db: Db, driverId, lastId) =>
    db
      .selectFrom('driver_positions')
      .selectAll()
      .where('driver_id', '=', driverId)
      .where('id', '>', sql<number>`cast(${lastId} as integer)`),
  );

const storedPosition = (row: Selectable<DriverPositionsTable>): StoredPosition => ({
  id: row.id,
  position: positionFromRow(row),
});

/**
 * A driver's positions older than the newest `keep` (by time, then by id among ties): a range on the driver's
 * (driver_id, at, id) index below the oldest kept (a `not in` over the kept ones read all of the driver's rows).
 */
function positionsBeyondQuery(keep: number) {
  return preparedQuery((db: Db, driverId) => {
    const oldestKept = db
      .selectFrom('driver_positions')
      .select(['at', 'id'])
      .where('driver_id', '=', driverId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .offset(keep - 1);
    return db
      .deleteFrom('driver_positions')
      .where('driver_id', '=', driverId)
      .where(sql<boolean>`(at, id) < (${oldestKept})`);
  });
}

/**
 * The reads and writes of the live estimate, run on every driver position; the reads and the deletion of old
 * positions compiled once per store. `singleWriter`: the engine numbers position rows in commit order (SQLite),
 * so the estimate's newest positions are kept per driver and only the rows stored since are read.
 */
export function createEstimateQueries({ singleWriter = false }: { singleWriter?: boolean } = {}) {
  // The route's stops, then the driver's other unfinished orders, in one round trip.
  const driverStops = preparedQuery((db: Db, driverId) =>
    db
      .selectFrom('driver_routes')
      .innerJoin('orders', 'orders.tracking_id', 'driver_routes.tracking_id')
      .innerJoin('accounts', 'accounts.id', 'orders.account_id')
      .select([
        'orders.tracking_id',
        'orders.status_code',
        'orders.promised_time',
        'orders.delivery_address',
        sql<number | null>`driver_routes.position`.as('route_position'),
        'accounts.live_map_max_stops_before',
      ])
      .where('driver_routes.driver_id', '=', driverId)
      .unionAll(
        db
          .selectFrom('orders')
          .innerJoin('accounts', 'accounts.id', 'orders.account_id')
          .select([
            'orders.tracking_id',
            'orders.status_code',
            'orders.promised_time',
            'orders.delivery_address',
            sql<number | null>`null`.as('route_position'),
            'accounts.live_map_max_stops_before',
          ])
          .where('orders.driver_id', '=', driverId)
          .where('orders.final_at', 'is', null)
          .where(
            'orders.tracking_id',
            'not in',
            db.selectFrom('driver_routes').select('tracking_id').where('driver_id', '=', driverId),
          ),
      ),
  );

  // One compiled query per limit (the estimate always asks for the same number), and per number kept.
  const recentByLimit = new Map<number, ReturnType<typeof recentPositionsQuery>>();
  const beyondByKeep = new Map<number, ReturnType<typeof positionsBeyondQuery>>();
  const newest = async (db: Db, driverId: string, limit: number) => {
    let query = recentByLimit.get(limit);
    if (!query) recentByLimit.set(limit, (query = recentPositionsQuery(limit)));
    return query(db, driverId);
  };
  // A post's usual load, compiled once (the insert of any number of rows is built and compiled on each call); its
  // one row comes back on every engine, which costs nothing to speak of where no tails take it.
  const insertOnePosition = preparedQuery((db: Db, driverId, lat, lng, heading, speed, at) =>
    db
      .insertInto('driver_positions')
      .values({
        driver_id: driverId,
        lat: sql<number>`${lat}`,
        lng: sql<number>`${lng}`,
        heading: sql<number | null>`${heading}`,
        speed: sql<number | null>`${speed}`,
        at,
      })
      .returningAll(),
  );
  const tails = singleWriter ? new PositionTails(ESTIMATE_POSITIONS) : undefined;
  const positionsAfter = positionsAfterQuery();
  const tailReads = (db: Db): TailReads => ({
    newest: async (driverId, limit) => (await newest(db, driverId, limit)).map(storedPosition),
    after: async (driverId, lastId) =>
      (await positionsAfter(db, driverId, String(lastId))).map(storedPosition),
  });

  return {
    /**
     * As Store#appendPositions. For the kept tails (SQLite) the rows come back with their ids (each with its
     * values: RETURNING's order is not the VALUES'), to be taken once `whenCommitted` runs its callback: after the
     * commit of the transaction this runs in, or at once outside one.
     */
    async appendPositions(
      db: Db,
      driverId: string,
      positions: readonly DriverPositionRecord[],
      whenCommitted: (callback: () => void) => void = (callback) => callback(),
    ): Promise<void> {
      const [only] = positions;
      if (!only) return;
      if (positions.length === 1) {
        const rows = await insertOnePosition(
          db,
          driverId,
          only.lat,
          only.lng,
          only.heading,
          only.speed,
          only.at,
        );
        if (tails) whenCommitted(() => tails.committed(driverId, rows.map(storedPosition)));
        return;
      }
      const insert = db
        .insertInto('driver_positions')
        .values(positions.map((position) => ({ driver_id: driverId, ...position })));
      // Only the kept tails want a batch's rows back: elsewhere (PostgreSQL) they would cross the wire for nothing.
      if (!tails) return void (await insert.execute());
      const rows = await insert.returningAll().execute();
      whenCommitted(() => tails.committed(driverId, rows.map(storedPosition)));
    },

    /** As Store#trimPositions. */
    async trimPositions(db: Db, driverId: string, keep: number): Promise<void> {
      let deleteBeyond = beyondByKeep.get(keep);
      if (!deleteBeyond) beyondByKeep.set(keep, (deleteBeyond = positionsBeyondQuery(keep)));
      await deleteBeyond(db, driverId);
    },

    /**
     * Newest first, as Store#recentPositions. A transaction reads the table: it may see rows of its own that
     * never commit.
     */
    async recentPositions(
      db: Db,
      driverId: string,
      limit: number,
      inTransaction: boolean,
    ): Promise<DriverPositionRecord[]> {
      if (tails && !inTransaction && limit <= tails.kept) return tails.recent(driverId, limit, tailReads(db));
      return (await newest(db, driverId, limit)).map(positionFromRow);
    },

    /** Positions were deleted by age: kept tails may hold some of them. */
    positionsDeleted(): void {
      tails?.forget();
    },

    async driverStops(db: Db, driverId: string): Promise<DriverStopRecord[]> {
      return (await driverStops(db, driverId)).map((row) => ({
        trackingId: row.tracking_id,
        statusCode: row.status_code,
        promisedTime: row.promised_time,
        ...coordinates(row.delivery_address),
        routePosition: row.route_position,
        liveMapMaxStopsBefore: row.live_map_max_stops_before,
      }));
    },
  };
}

export type EstimateQueries = ReturnType<typeof createEstimateQueries>;

/** Rows per statement: well under the bound-parameter limits of SQLite (32,766) and PostgreSQL (65,535). */
const CHUNK = 300;

function chunks<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );
}

/** Sets many orders' timeDiff, each its own, in one statement (written out, as a built CASE is quadratic). */
async function updateTimeDiffs(db: Db, timeDiffs: readonly { trackingId: string; timeDiffMs: number }[]) {
  if (timeDiffs.length === 0) return;
  // The cast tells PostgreSQL the type of the bound values (the column is 64-bit there); SQLite takes it as is.
  const cases = timeDiffs.map(
    ({ trackingId, timeDiffMs }) => sql`when ${trackingId} then cast(${Math.round(timeDiffMs)} as bigint)`,
  );
  const ids = timeDiffs.map(({ trackingId }) => trackingId);
  await sql`update orders set time_diff_ms = case tracking_id ${sql.join(cases, sql` `)} else time_diff_ms end
    where tracking_id in (${sql.join(ids)})`.execute(db);
}

async function insertHistory(db: Db, history: readonly EstimateRecord[]) {
  if (history.length === 0) return;
  await db
    .insertInto('estimates')
    .values(
      history.map((estimate) => ({
        tracking_id: estimate.trackingId,
        at: estimate.at,
        cause: estimate.cause,
        arrival_at: estimate.arrivalAt,
        time_diff_ms: estimate.timeDiffMs,
        stops_before: estimate.stopsBefore,
        distance_m: Math.round(estimate.distanceMeters),
        speed_kmh: estimate.speedKmh,
        driver_lat: estimate.driverLat,
        driver_lng: estimate.driverLng,
      })),
    )
    .execute();
}

export async function saveEstimates(
  db: Db,
  timeDiffs: readonly { trackingId: string; timeDiffMs: number }[],
  history: readonly EstimateRecord[],
): Promise<void> {
  for (const chunk of chunks(timeDiffs)) await updateTimeDiffs(db, chunk);
  for (const chunk of chunks(history)) await insertHistory(db, chunk);
}

export async function listEstimates(db: Db, trackingId: string, limit: number): Promise<EstimateRecord[]> {
  const rows = await db
    .selectFrom('estimates')
    .selectAll()
    .where('tracking_id', '=', trackingId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    trackingId: row.tracking_id,
    at: row.at,
    cause: row.cause as EstimateCause,
    arrivalAt: row.arrival_at,
    timeDiffMs: row.time_diff_ms,
    stopsBefore: row.stops_before,
    distanceMeters: row.distance_m,
    speedKmh: row.speed_kmh,
    driverLat: row.driver_lat,
    driverLng: row.driver_lng,
  }));
}

export async function deleteEstimates(db: Db, trackingId: string): Promise<void> {
  await db.deleteFrom('estimates').where('tracking_id', '=', trackingId).execute();
}
