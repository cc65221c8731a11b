import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type {
  AccountRecord,
  DriverPositionRecord,
  FeedbackRecord,
  OrderEventRecord,
  OrderRecord,
} from './order-view-store';
import { preparedQuery } from '../../store/prepared-query';
import { accountFromRow, disputeFromRow, orderFromRow, positionFromRow } from './rows';
import type { Dispute } from '@tracking/core';

type Db = Kysely<Database>;

/** The reads behind every page load, each compiled once per store. */
export function createReadQueries() {
  const orderWithAccount = preparedQuery((db: Db, trackingId) =>
    db
      .selectFrom('orders')
      .innerJoin('accounts', 'accounts.id', 'orders.account_id')
      .selectAll('orders')
      .select([
        'accounts.name as account_name',
        'accounts.logo as account_logo',
        'accounts.is_tech as account_is_tech',
        'accounts.always_deliver_outside as account_always_deliver_outside',
        'accounts.tracking_theme as account_tracking_theme',
        'accounts.tracking_enabled as account_tracking_enabled',
        'accounts.live_map_max_stops_before as account_live_map_max_stops_before',
        'accounts.updated_at as account_updated_at',
      ])
      .where('orders.tracking_id', '=', trackingId),
  );
  const events = preparedQuery((db: Db, trackingId) =>
    db
      .selectFrom('order_events')
      .select(['status_code', 'at', 'image_urls', 'lat', 'lng'])
      .where('tracking_id', '=', trackingId)
      .orderBy('at')
      .orderBy('id'),
  );
  const latestFeedback = preparedQuery((db: Db, trackingId) =>
    db
      .selectFrom('feedback')
      .select(['rating', 'comment', 'at'])
      .where('tracking_id', '=', trackingId)
      .orderBy('id', 'desc')
      .limit(1),
  );
  const dispute = preparedQuery((db: Db, trackingId) =>
    db.selectFrom('disputes').selectAll().where('tracking_id', '=', trackingId),
  );
  const latestPosition = preparedQuery((db: Db, driverId) =>
    db
      .selectFrom('driver_positions')
      .selectAll()
      .where('driver_id', '=', driverId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(1),
  );

  return {
    /** The order and its account in one round trip. */
    async findOrderWithAccount(db: Db, trackingId: string) {
      const [row] = await orderWithAccount(db, trackingId);
      if (!row) return undefined;
      const account: AccountRecord = accountFromRow({
        id: row.account_id,
        name: row.account_name,
        logo: row.account_logo,
        is_tech: row.account_is_tech,
        always_deliver_outside: row.account_always_deliver_outside,
        tracking_theme: row.account_tracking_theme,
        tracking_enabled: row.account_tracking_enabled,
        live_map_max_stops_before: row.account_live_map_max_stops_before,
        updated_at: row.account_updated_at,
      });
      const order: OrderRecord = orderFromRow(row);
      return { order, account };
    },

    async listEvents(db: Db, trackingId: string): Promise<OrderEventRecord[]> {
      const rows = await events(db, trackingId);
      return rows.map((row) => ({
        statusCode: row.status_code,
        at: row.at,
        imageUrls: JSON.parse(row.image_urls) as string[],
        location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
      }));
    },

    async latestFeedback(db: Db, trackingId: string): Promise<FeedbackRecord | undefined> {
      return (await latestFeedback(db, trackingId))[0];
    },

    async findDispute(db: Db, trackingId: string): Promise<Dispute | undefined> {
      const [row] = await dispute(db, trackingId);
      return row && disputeFromRow(row);
    },

    async latestPosition(db: Db, driverId: string): Promise<DriverPositionRecord | undefined> {
      const [row] = await latestPosition(db, driverId);
      return row && positionFromRow(row);
    },
  };
}

export type ReadQueries = ReturnType<typeof createReadQueries>;
