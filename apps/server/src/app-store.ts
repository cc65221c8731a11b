import { sql, type Kysely } from 'kysely';
import type { Database } from './store/database';
import type { Config } from './platform/config/config';
import { openDatabase } from './store/open-store';
import type { OpenedDatabase } from './store/opened-database';
import type { Store, StoreObserver } from './store/store';
import * as calendarFeeds from './features/calendar/calendar-store';
import * as accounts from './features/ingest/accounts-store';
import * as doorsteps from './features/doorstep/doorstep-store';
import * as feedbackQueries from './features/feedback/feedback-store';
import * as drivers from './order-view/store/driver-queries';
import {
  createEstimateQueries,
  deleteEstimates,
  listEstimates,
  saveEstimates,
  type EstimateQueries,
} from './order-view/store/estimate-queries';
import { listOrderChanges } from './features/ingest/order-feed-store';
import * as merchantKeys from './features/ingest/merchant-keys-store';
import * as usageCounts from './features/stats/stats-store';
import * as disputes from './features/dispute/dispute-store';
import * as idempotency from './features/ingest/idempotency-store';
import * as orders from './order-view/store/order-queries';
import * as etaWindows from './order-view/store/eta-window-queries';
import * as etaCalibration from './features/eta-window/eta-window-store';
import * as pushSubscriptions from './features/push/push-store';
import * as pushOutbox from './features/push/push-outbox-store';
import { createReadQueries, type ReadQueries } from './order-view/store/read-queries';
import * as retention from './features/retention/retention-store';
import * as shares from './features/share/share-store';
import { runTransaction, SERIAL_TRANSACTIONS, type TransactionPolicy } from './store/transaction-policy';
import * as endpoints from './features/webhooks/webhook-endpoints-store';
import * as webhooks from './features/webhooks/webhooks-store';

/**
 * The store over any Kysely dialect: the query code every engine shares. An engine module opens the
 * connection, runs the migrations and hands the Kysely instance here, with how its transactions run. Its queries
 * are methods, not arrow fields: each transaction makes a store of its own, and a hundred fields were a hundred
 * closures per transaction (3 % of what a position post allocated).
 */
export class KyselyStore implements Store {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transactions: TransactionPolicy = SERIAL_TRANSACTIONS,
    private readonly inTransaction = false,
    private readonly reads: ReadQueries = createReadQueries(),
    private readonly estimates: EstimateQueries = createEstimateQueries(),
    private readonly closeDatabase: () => Promise<void> = () => db.destroy(),
    /** Whole-table counts where the engine runs them off the event loop (SQLite's side connection). */
    private readonly countTables?: OpenedDatabase['countRows'],
    /** In a transaction: keeps a callback to run once the transaction committed (and is durable). */
    private readonly whenCommitted?: (callback: () => void) => void,
  ) {}

  async transaction<T>(work: (store: Store) => Promise<T>): Promise<T> {
    if (this.inTransaction) return work(this);
    let afterCommit: (() => void)[] = [];
    const result = await runTransaction(this.db, this.transactions, (trx) => {
      // Each run of the work lists anew: a run that lost a race rolled back what it listed callbacks for.
      const listed: (() => void)[] = (afterCommit = []);
      const list = (callback: () => void) => void listed.push(callback);
      return work(
        new KyselyStore(trx, this.transactions, true, this.reads, this.estimates, undefined, undefined, list),
      );
    });
    for (const callback of afterCommit) callback();
    return result;
  }

  upsertAccount(account: Parameters<Store['upsertAccount']>[0]) {
    return orders.upsertAccount(this.db, account);
  }
  insertAccount(...[account]: Parameters<Store['insertAccount']>) {
    return accounts.insertAccount(this.db, account);
  }
  updateAccount(...[id, changes, at]: Parameters<Store['updateAccount']>) {
    return accounts.updateAccount(this.db, id, changes, at);
  }
  findAccount(id: string) {
    return accounts.findAccount(this.db, id);
  }
  listAccounts(...[query]: Parameters<Store['listAccounts']>) {
    return accounts.listAccounts(this.db, query);
  }
  insertMerchantKey(...[key, hash]: Parameters<Store['insertMerchantKey']>) {
    return merchantKeys.insertKey(this.db, key, hash);
  }
  listMerchantKeys(accountId: string) {
    return merchantKeys.listKeys(this.db, accountId);
  }
  findMerchantKeyByHash(keyHash: string) {
    return merchantKeys.findKeyByHash(this.db, keyHash);
  }
  touchMerchantKey(id: string, at: string) {
    return merchantKeys.touchKey(this.db, id, at);
  }
  deleteMerchantKey(accountId: string, id: string) {
    return merchantKeys.deleteKey(this.db, accountId, id);
  }

  addUsageCounts(...[counts]: Parameters<Store['addUsageCounts']>) {
    return usageCounts.addCounts(this.db, counts);
  }
  readUsageCounts(...[accountId, fromDay, toDay]: Parameters<Store['readUsageCounts']>) {
    return usageCounts.readCounts(this.db, accountId, fromDay, toDay);
  }
  deleteUsageCountsBefore(day: string) {
    return usageCounts.deleteCountsBefore(this.db, day);
  }

  /** Order writes take their change number in their transaction (one of their own when called alone). */
  insertOrder(...[order, createFingerprint = null]: Parameters<Store['insertOrder']>) {
    return this.inTransactionOf(async (tx) =>
      orders.insertOrder(tx.db, order, createFingerprint, await tx.changeSeq()),
    );
  }
  findOrder(trackingId: string) {
    return orders.findOrder(this.db, trackingId);
  }
  findOrderWithAccount(trackingId: string) {
    return this.reads.findOrderWithAccount(this.db, trackingId);
  }
  findOrdersByExternalId(...[externalId, accountId]: Parameters<Store['findOrdersByExternalId']>) {
    return orders.findOrdersByExternalId(this.db, externalId, accountId);
  }
  updateOrder(...[trackingId, update]: Parameters<Store['updateOrder']>) {
    return this.inTransactionOf(async (tx) =>
      orders.updateOrder(tx.db, trackingId, update, await tx.changeSeq()),
    );
  }
  markLinkOpened(trackingId: string, at: string) {
    return orders.markLinkOpened(this.db, trackingId, at);
  }
  countOrders() {
    return orders.countOrders(this.db);
  }
  openTrackingIdsOfAccount(accountId: string) {
    return orders.openTrackingIdsOfAccount(this.db, accountId);
  }
  routedOpenOrders(limit: number) {
    return orders.routedOpenOrders(this.db, limit);
  }
  existingTrackingIds(trackingIds: readonly string[]) {
    return orders.existingTrackingIds(this.db, trackingIds);
  }

  appendEvent(...[trackingId, event]: Parameters<Store['appendEvent']>) {
    return orders.appendEvent(this.db, trackingId, event);
  }
  listEvents(trackingId: string) {
    return this.reads.listEvents(this.db, trackingId);
  }
  clearEventImages(trackingId: string) {
    return orders.clearEventImages(this.db, trackingId);
  }
  saveDeliveryTrail(...[trackingId, trail]: Parameters<Store['saveDeliveryTrail']>) {
    return orders.saveDeliveryTrail(this.db, trackingId, trail);
  }
  findDeliveryTrail(trackingId: string) {
    return orders.findDeliveryTrail(this.db, trackingId);
  }
  deleteDeliveryTrail(trackingId: string) {
    return orders.deleteDeliveryTrail(this.db, trackingId);
  }

  appendFeedback(...[trackingId, feedback, keep]: Parameters<Store['appendFeedback']>) {
    return feedbackQueries.appendFeedback(this.db, trackingId, feedback, keep);
  }
  countFeedbackAfter(...[trackingId, since]: Parameters<Store['countFeedbackAfter']>) {
    return feedbackQueries.countFeedbackAfter(this.db, trackingId, since);
  }
  latestFeedback(trackingId: string) {
    return this.reads.latestFeedback(this.db, trackingId);
  }
  findDispute(trackingId: string) {
    return this.reads.findDispute(this.db, trackingId);
  }
  saveDispute(...[trackingId, dispute]: Parameters<Store['saveDispute']>) {
    return disputes.saveDispute(this.db, trackingId, dispute);
  }
  resolveDispute(...[trackingId, resolution]: Parameters<Store['resolveDispute']>) {
    return disputes.resolveDispute(this.db, trackingId, resolution);
  }
  deleteDispute(trackingId: string) {
    return disputes.deleteDispute(this.db, trackingId);
  }
  listFeedback(trackingId: string) {
    return orders.listFeedback(this.db, trackingId);
  }
  readEtaCalibration(accountId: string) {
    return etaWindows.readEtaCalibration(this.db, accountId);
  }
  readEtaRecord(accountId: string) {
    return etaWindows.readEtaRecord(this.db, accountId);
  }
  listPastDeliveries(since: string, perRead?: number) {
    return etaCalibration.listPastDeliveries(this.db, since, perRead);
  }
  replaceEtaCalibration(...[calibration]: Parameters<Store['replaceEtaCalibration']>) {
    return etaCalibration.replaceEtaCalibration(this.db, calibration);
  }
  etaCalibratedAt() {
    return etaCalibration.etaCalibratedAt(this.db);
  }
  deleteFeedback(trackingId: string) {
    return feedbackQueries.deleteFeedback(this.db, trackingId);
  }

  appendPositions(...[driverId, positions]: Parameters<Store['appendPositions']>) {
    return this.estimates.appendPositions(this.db, driverId, positions, this.whenCommitted);
  }
  trimPositions(driverId: string, keep: number) {
    return this.estimates.trimPositions(this.db, driverId, keep);
  }
  latestPosition(driverId: string) {
    return this.reads.latestPosition(this.db, driverId);
  }
  recentPositions(driverId: string, limit: number) {
    return this.estimates.recentPositions(this.db, driverId, limit, this.inTransaction);
  }

  replaceRoute(...[driverId, stops]: Parameters<Store['replaceRoute']>) {
    return drivers.replaceRoute(this.db, driverId, stops);
  }
  listRoute(driverId: string) {
    return drivers.listRoute(this.db, driverId);
  }
  removeFromRoutes(trackingId: string) {
    return drivers.removeFromRoutes(this.db, trackingId);
  }
  driverStops(driverId: string) {
    return this.estimates.driverStops(this.db, driverId);
  }

  saveEstimates(...[timeDiffs, history]: Parameters<Store['saveEstimates']>) {
    return saveEstimates(this.db, timeDiffs, history);
  }
  listEstimates(trackingId: string, limit: number) {
    return listEstimates(this.db, trackingId, limit);
  }
  deleteEstimates(trackingId: string) {
    return deleteEstimates(this.db, trackingId);
  }

  ordersFinalBefore(before: string, limit: number) {
    return retention.ordersFinalBefore(this.db, before, limit);
  }
  async deleteHistoryBefore(before: string) {
    try {
      return await retention.deleteHistoryBefore(this.db, before);
    } finally {
      this.estimates.positionsDeleted();
    }
  }
  deleteOrdersAnonymisedBefore(before: string) {
    return retention.deleteOrdersAnonymisedBefore(this.db, before);
  }
  countRows(tables: readonly string[]) {
    return this.countTables ? this.countTables(tables) : retention.countRows(this.db, tables);
  }
  deleteShareLinksOfOrdersFinalBefore(cutoff: string) {
    return shares.deleteShareLinksOfOrdersFinalBefore(this.db, cutoff);
  }
  deleteCalendarOfOrdersFinalBefore(cutoff: string) {
    return calendarFeeds.deleteCalendarOfOrdersFinalBefore(this.db, cutoff);
  }
  takeLease(...[job, holder, now, until]: Parameters<Store['takeLease']>) {
    return retention.takeLease(this.db, job, holder, now, until);
  }
  listOrderChanges(...[query]: Parameters<Store['listOrderChanges']>) {
    return listOrderChanges(this.db, query);
  }

  insertWebhookEndpoint(...[endpoint]: Parameters<Store['insertWebhookEndpoint']>) {
    return endpoints.insertEndpoint(this.db, endpoint);
  }
  listWebhookEndpoints(accountId?: string) {
    return endpoints.listEndpoints(this.db, accountId);
  }
  findWebhookEndpoint(id: string) {
    return endpoints.findEndpoint(this.db, id);
  }
  updateWebhookEndpoint(...[id, update]: Parameters<Store['updateWebhookEndpoint']>) {
    return endpoints.updateEndpoint(this.db, id, update);
  }
  deleteWebhookEndpoint(id: string) {
    return this.inTransactionOf((tx) => endpoints.deleteEndpoint(tx.db, id));
  }
  webhookEndpointsFor(accountId: string, type: string) {
    return endpoints.endpointsFor(this.db, accountId, type);
  }
  webhookBacklog() {
    return webhooks.webhookBacklog(this.db);
  }
  enqueueWebhook(...[event]: Parameters<Store['enqueueWebhook']>) {
    return webhooks.enqueueWebhook(this.db, event);
  }
  claimWebhooks(...[claim]: Parameters<Store['claimWebhooks']>) {
    return webhooks.claimWebhooks(this.db, claim);
  }
  finishWebhookAttempt(...[seq, owner, attempt, outcome]: Parameters<Store['finishWebhookAttempt']>) {
    return this.inTransactionOf((tx) => webhooks.finishWebhookAttempt(tx.db, seq, owner, attempt, outcome));
  }
  listWebhookEvents(...[query]: Parameters<Store['listWebhookEvents']>) {
    return webhooks.listWebhookEvents(this.db, query);
  }
  retryWebhook(...[id, now, giveUpAt]: Parameters<Store['retryWebhook']>) {
    return webhooks.retryWebhook(this.db, id, now, giveUpAt);
  }
  rewriteWebhookBodies(...[trackingId, rewrite]: Parameters<Store['rewriteWebhookBodies']>) {
    return this.inTransactionOf((tx) => webhooks.rewriteWebhookBodies(tx.db, trackingId, rewrite));
  }
  deleteWebhooksDeliveredBefore(before: string) {
    return webhooks.deleteWebhooksDeliveredBefore(this.db, before);
  }

  claimIdempotencyKey(...[ref, call]: Parameters<Store['claimIdempotencyKey']>) {
    return this.inTransactionOf((tx) => idempotency.claimIdempotencyKey(tx.db, ref, call));
  }
  saveIdempotentAnswer(...[ref, answer]: Parameters<Store['saveIdempotentAnswer']>) {
    return idempotency.saveIdempotentAnswer(this.db, ref, answer);
  }
  releaseIdempotencyKey(...[ref]: Parameters<Store['releaseIdempotencyKey']>) {
    return idempotency.releaseIdempotencyKey(this.db, ref);
  }
  deleteIdempotentAnswers(trackingId: string) {
    return idempotency.deleteIdempotentAnswers(this.db, trackingId);
  }
  deleteIdempotencyKeysBefore(before: string) {
    return idempotency.deleteIdempotencyKeysBefore(this.db, before);
  }

  insertShareLink(...[link]: Parameters<Store['insertShareLink']>) {
    return shares.insertShareLink(this.db, link);
  }
  listShareLinks(trackingId: string) {
    return shares.listShareLinks(this.db, trackingId);
  }
  findShareLink(shareId: string) {
    return shares.findShareLink(this.db, shareId);
  }
  deleteShareLink(trackingId: string, shareId: string) {
    return shares.deleteShareLink(this.db, trackingId, shareId);
  }
  deleteShareLinks(trackingId: string) {
    return shares.deleteShareLinks(this.db, trackingId);
  }
  savePushSubscription(...[subscription]: Parameters<Store['savePushSubscription']>) {
    return pushSubscriptions.savePushSubscription(this.db, subscription);
  }
  listPushSubscriptions(trackingId: string) {
    return pushSubscriptions.listPushSubscriptions(this.db, trackingId);
  }
  trackingIdsWithPushSubscriptions(trackingIds: readonly string[]) {
    return pushSubscriptions.trackingIdsWithPushSubscriptions(this.db, trackingIds);
  }
  deletePushSubscription(trackingId: string, endpoint: string) {
    return pushSubscriptions.deletePushSubscription(this.db, trackingId, endpoint);
  }
  deletePushSubscriptions(trackingId: string) {
    return pushSubscriptions.deletePushSubscriptions(this.db, trackingId);
  }
  deletePushSubscriptionsOfOrdersFinalBefore(cutoff: string) {
    return pushSubscriptions.deletePushSubscriptionsOfOrdersFinalBefore(this.db, cutoff);
  }
  savePushedState(...[subscriptionId, pushed]: Parameters<Store['savePushedState']>) {
    return pushSubscriptions.savePushedState(this.db, subscriptionId, pushed);
  }
  addPushMessage(...[message]: Parameters<Store['addPushMessage']>) {
    return pushOutbox.addPushMessage(this.db, message);
  }
  claimPushMessages(...[claim]: Parameters<Store['claimPushMessages']>) {
    return this.inTransactionOf((tx) => pushOutbox.claimPushMessages(tx.db, claim));
  }
  deletePushMessage(messageId: string, owner: string) {
    return pushOutbox.deletePushMessage(this.db, messageId, owner);
  }
  retryPushMessage(messageId: string, owner: string, nextAttemptAt: string) {
    return pushOutbox.retryPushMessage(this.db, messageId, owner, nextAttemptAt);
  }
  deletePushSubscriptionById(subscriptionId: string) {
    return this.inTransactionOf((tx) => pushOutbox.deletePushSubscriptionById(tx.db, subscriptionId));
  }
  findCalendarFeedOf(trackingId: string) {
    return calendarFeeds.findCalendarFeedOf(this.db, trackingId);
  }
  findCalendarFeed(calendarId: string) {
    return calendarFeeds.findCalendarFeed(this.db, calendarId);
  }
  insertCalendarFeed(...[link]: Parameters<Store['insertCalendarFeed']>) {
    return calendarFeeds.insertCalendarFeed(this.db, link);
  }
  deleteCalendarFeed(trackingId: string, calendarId?: string) {
    return calendarFeeds.deleteCalendarFeed(this.db, trackingId, calendarId);
  }
  findCalendarState(trackingId: string) {
    return calendarFeeds.findCalendarState(this.db, trackingId);
  }
  saveCalendarState(...[trackingId, state]: Parameters<Store['saveCalendarState']>) {
    return calendarFeeds.saveCalendarState(this.db, trackingId, state);
  }
  deleteCalendarState(trackingId: string) {
    return calendarFeeds.deleteCalendarState(this.db, trackingId);
  }

  saveDoorstep(...[trackingId, doorstep]: Parameters<Store['saveDoorstep']>) {
    return doorsteps.saveDoorstep(this.db, trackingId, doorstep);
  }
  findDoorstep(trackingId: string) {
    return doorsteps.findDoorstep(this.db, trackingId);
  }
  findDoorstepPhoto(trackingId: string) {
    return doorsteps.findDoorstepPhoto(this.db, trackingId);
  }
  deleteDoorstep(trackingId: string) {
    return doorsteps.deleteDoorstep(this.db, trackingId);
  }

  private changeSeq() {
    return this.transactions.changeSequence(this.db);
  }

  /** Runs `work` on the transaction's store: the outer transaction's, or a new one's. */
  private inTransactionOf<T>(work: (tx: KyselyStore) => Promise<T>): Promise<T> {
    return this.transaction((tx) => work(tx as KyselyStore));
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  close(): Promise<void> {
    return this.closeDatabase();
  }
}

/** The store on the database DATABASE_URL names (opened and migrated by its engine). */
export async function openStore(
  database: Config['database'],
  log: { warn(details: object, message: string): void },
  observer?: StoreObserver,
): Promise<Store> {
  return storeOn(await openDatabase(database, log, observer));
}

/** The store on a database an engine opened. */
export function storeOn({ db, transactions, close, countRows, singleWriter }: OpenedDatabase): Store {
  return new KyselyStore(
    db,
    transactions,
    false,
    createReadQueries(),
    createEstimateQueries({ singleWriter }),
    close,
    countRows,
  );
}
