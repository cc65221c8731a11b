import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type { RouteStopRecord, RouteStopStatus } from './order-view-store';

type Db = Kysely<Database>;

/** Replaces the driver's stops, in route order. */
export async function replaceRoute(
  db: Db,
  driverId: string,
  stops: readonly RouteStopRecord[],
): Promise<void> {
  await db.deleteFrom('driver_routes').where('driver_id', '=', driverId).execute();
  if (stops.length === 0) return;
  await db
    .insertInto('driver_routes')
    .values(
      stops.map((stop, position) => ({
        driver_id: driverId,
        position,
        tracking_id: stop.trackingId,
        eta: stop.eta,
      })),
    )
    .execute();
}

export async function listRoute(db: Db, driverId: string): Promise<RouteStopStatus[]> {
  const rows = await db
    .selectFrom('driver_routes')
    .innerJoin('orders', 'orders.tracking_id', 'driver_routes.tracking_id')
    .select(['driver_routes.tracking_id', 'driver_routes.eta', 'orders.status_code'])
    .where('driver_routes.driver_id', '=', driverId)
    .orderBy('driver_routes.position')
    .execute();
  return rows.map((row) => ({ trackingId: row.tracking_id, eta: row.eta, statusCode: row.status_code }));
}

export async function removeFromRoutes(db: Db, trackingId: string): Promise<void> {
  await db.deleteFrom('driver_routes').where('tracking_id', '=', trackingId).execute();
}
