import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { Store } from '../store';
import * as drivers from './driver-queries';
import * as orders from './order-queries';

/**
 * The store over any Kysely dialect: the query code every engine shares. An engine module opens the
 * connection, runs the migrations and hands the Kysely instance here.
 */
export class KyselyStore implements Store {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly inTransaction = false,
  ) {}

  transaction<T>(work: (store: Store) => Promise<T>): Promise<T> {
    if (this.inTransaction) return work(this);
    return this.db.transaction().execute((trx) => work(new KyselyStore(trx, true)));
  }

  upsertAccount = (account: Parameters<Store['upsertAccount']>[0]) => orders.upsertAccount(this.db, account);
  findAccount = (id: string) => orders.findAccount(this.db, id);

  insertOrder = (order: Parameters<Store['insertOrder']>[0]) => orders.insertOrder(this.db, order);
  findOrder = (trackingId: string) => orders.findOrder(this.db, trackingId);
  findOrderWithAccount = (trackingId: string) => orders.findOrderWithAccount(this.db, trackingId);
  findTrackingIdByExternalId = (externalId: string) => orders.findTrackingIdByExternalId(this.db, externalId);
  updateOrder: Store['updateOrder'] = (trackingId, update) => orders.updateOrder(this.db, trackingId, update);
  countOrders = () => orders.countOrders(this.db);
  existingTrackingIds = (trackingIds: readonly string[]) => orders.existingTrackingIds(this.db, trackingIds);

  appendEvent: Store['appendEvent'] = (trackingId, event) => orders.appendEvent(this.db, trackingId, event);
  listEvents = (trackingId: string) => orders.listEvents(this.db, trackingId);
  clearEventImages = (trackingId: string) => orders.clearEventImages(this.db, trackingId);

  appendFeedback: Store['appendFeedback'] = (trackingId, feedback) =>
    orders.appendFeedback(this.db, trackingId, feedback);
  latestFeedback = async (trackingId: string) => (await orders.listFeedback(this.db, trackingId, true))[0];
  listFeedback = (trackingId: string) => orders.listFeedback(this.db, trackingId);
  deleteFeedback = (trackingId: string) => orders.deleteFeedback(this.db, trackingId);

  appendPositions: Store['appendPositions'] = (driverId, positions, keep) =>
    drivers.appendPositions(this.db, driverId, positions, keep);
  latestPosition = async (driverId: string) => (await drivers.recentPositions(this.db, driverId, 1))[0];
  recentPositions = (driverId: string, limit: number) => drivers.recentPositions(this.db, driverId, limit);

  replaceRoute: Store['replaceRoute'] = (driverId, stops) => drivers.replaceRoute(this.db, driverId, stops);
  listRoute = (driverId: string) => drivers.listRoute(this.db, driverId);
  removeFromRoutes = (trackingId: string) => drivers.removeFromRoutes(this.db, trackingId);

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
