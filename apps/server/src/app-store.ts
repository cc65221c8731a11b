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
 * connection, runs the migrations and hands the Kysely instance here, with how its transactions run.
 */
export class KyselyStore implements Store {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transactions: TransactionPolicy = SERIAL_TRANSACTIONS,
    private readonly inTransaction = false,
    private readonly reads: ReadQueries = createReadQueries(),
    private readonly estimates: EstimateQueries = createEstimateQueries(),
    private readonly closeDatabase: () => Promise<void> = () => db.destroy(),
  ) {}

  transaction<T>(work: (store: Store) => Promise<T>): Promise<T> {
    if (this.inTransaction) return work(this);
    return runTransaction(this.db, this.transactions, (trx) =>
      work(new KyselyStore(trx, this.transactions, true, this.reads, this.estimates)),
    );
  }

  upsertAccount = (account: Parameters<Store['upsertAccount']>[0]) => orders.upsertAccount(this.db, account);
  insertAccount: Store['insertAccount'] = (account) => accounts.insertAccount(this.db, account);
  updateAccount: Store['updateAccount'] = (id, changes, at) =>
    accounts.updateAccount(this.db, id, changes, at);
  findAccount = (id: string) => accounts.findAccount(this.db, id);
  listAccounts: Store['listAccounts'] = (query) => accounts.listAccounts(this.db, query);
  insertMerchantKey: Store['insertMerchantKey'] = (key, hash) => merchantKeys.insertKey(this.db, key, hash);
  listMerchantKeys = (accountId: string) => merchantKeys.listKeys(this.db, accountId);
  findMerchantKeyByHash = (keyHash: string) => merchantKeys.findKeyByHash(this.db, keyHash);
  touchMerchantKey = (id: string, at: string) => merchantKeys.touchKey(this.db, id, at);
  deleteMerchantKey = (accountId: string, id: string) => merchantKeys.deleteKey(this.db, accountId, id);

  addUsageCounts: Store['addUsageCounts'] = (counts) => usageCounts.addCounts(this.db, counts);
  readUsageCounts: Store['readUsageCounts'] = (accountId, fromDay, toDay) =>
    usageCounts.readCounts(this.db, accountId, fromDay, toDay);
  deleteUsageCountsBefore = (day: string) => usageCounts.deleteCountsBefore(this.db, day);

  /** Order writes take their change number in their transaction (one of their own when called alone). */
  insertOrder: Store['insertOrder'] = (order, createFingerprint = null) =>
    this.inTransactionOf(async (tx) =>
      orders.insertOrder(tx.db, order, createFingerprint, await tx.changeSeq()),
    );
  findOrder = (trackingId: string) => orders.findOrder(this.db, trackingId);
  findOrderWithAccount = (trackingId: string) => this.reads.findOrderWithAccount(this.db, trackingId);
  findOrdersByExternalId: Store['findOrdersByExternalId'] = (externalId, accountId) =>
    orders.findOrdersByExternalId(this.db, externalId, accountId);
  updateOrder: Store['updateOrder'] = (trackingId, update) =>
    this.inTransactionOf(async (tx) => orders.updateOrder(tx.db, trackingId, update, await tx.changeSeq()));
  markLinkOpened = (trackingId: string, at: string) => orders.markLinkOpened(this.db, trackingId, at);
  countOrders = () => orders.countOrders(this.db);
  openTrackingIdsOfAccount = (accountId: string) => orders.openTrackingIdsOfAccount(this.db, accountId);
  routedOpenOrders = (limit: number) => orders.routedOpenOrders(this.db, limit);
  existingTrackingIds = (trackingIds: readonly string[]) => orders.existingTrackingIds(this.db, trackingIds);

  appendEvent: Store['appendEvent'] = (trackingId, event) => orders.appendEvent(this.db, trackingId, event);
  listEvents = (trackingId: string) => this.reads.listEvents(this.db, trackingId);
  clearEventImages = (trackingId: string) => orders.clearEventImages(this.db, trackingId);
  saveDeliveryTrail: Store['saveDeliveryTrail'] = (trackingId, trail) =>
    orders.saveDeliveryTrail(this.db, trackingId, trail);
  findDeliveryTrail = (trackingId: string) => orders.findDeliveryTrail(this.db, trackingId);
  deleteDeliveryTrail = (trackingId: string) => orders.deleteDeliveryTrail(this.db, trackingId);

  appendFeedback: Store['appendFeedback'] = (trackingId, feedback, keep) =>
    feedbackQueries.appendFeedback(this.db, trackingId, feedback, keep);
  countFeedbackAfter: Store['countFeedbackAfter'] = (trackingId, since) =>
    feedbackQueries.countFeedbackAfter(this.db, trackingId, since);
  latestFeedback = (trackingId: string) => this.reads.latestFeedback(this.db, trackingId);
  findDispute = (trackingId: string) => this.reads.findDispute(this.db, trackingId);
  saveDispute: Store['saveDispute'] = (trackingId, dispute) =>
    disputes.saveDispute(this.db, trackingId, dispute);
  resolveDispute: Store['resolveDispute'] = (trackingId, resolution) =>
    disputes.resolveDispute(this.db, trackingId, resolution);
  deleteDispute = (trackingId: string) => disputes.deleteDispute(this.db, trackingId);
  listFeedback = (trackingId: string) => orders.listFeedback(this.db, trackingId);
  readEtaCalibration = (accountId: string) => etaWindows.readEtaCalibration(this.db, accountId);
  readEtaRecord = (accountId: string) => etaWindows.readEtaRecord(this.db, accountId);
  listPastDeliveries = (since: string) => etaCalibration.listPastDeliveries(this.db, since);
  replaceEtaCalibration: Store['replaceEtaCalibration'] = (calibration) =>
    etaCalibration.replaceEtaCalibration(this.db, calibration);
  etaCalibratedAt = () => etaCalibration.etaCalibratedAt(this.db);
  deleteFeedback = (trackingId: string) => feedbackQueries.deleteFeedback(this.db, trackingId);

  appendPositions: Store['appendPositions'] = (driverId, positions, keep) =>
    drivers.appendPositions(this.db, driverId, positions, keep);
  latestPosition = (driverId: string) => this.reads.latestPosition(this.db, driverId);
  recentPositions = (driverId: string, limit: number) =>
    this.estimates.recentPositions(this.db, driverId, limit);

  replaceRoute: Store['replaceRoute'] = (driverId, stops) => drivers.replaceRoute(this.db, driverId, stops);
  listRoute = (driverId: string) => drivers.listRoute(this.db, driverId);
  removeFromRoutes = (trackingId: string) => drivers.removeFromRoutes(this.db, trackingId);
  driverStops = (driverId: string) => this.estimates.driverStops(this.db, driverId);

  saveEstimates: Store['saveEstimates'] = (timeDiffs, history) => saveEstimates(this.db, timeDiffs, history);
  listEstimates = (trackingId: string, limit: number) => listEstimates(this.db, trackingId, limit);
  deleteEstimates = (trackingId: string) => deleteEstimates(this.db, trackingId);

  ordersFinalBefore = (before: string, limit: number) => retention.ordersFinalBefore(this.db, before, limit);
  deleteHistoryBefore = (before: string) => retention.deleteHistoryBefore(this.db, before);
  deleteOrdersAnonymisedBefore = (before: string) => retention.deleteOrdersAnonymisedBefore(this.db, before);
  countRows = (tables: readonly string[]) => retention.countRows(this.db, tables);
  deleteShareLinksOfOrdersFinalBefore = (cutoff: string) =>
    shares.deleteShareLinksOfOrdersFinalBefore(this.db, cutoff);
  deleteCalendarOfOrdersFinalBefore = (cutoff: string) =>
    calendarFeeds.deleteCalendarOfOrdersFinalBefore(this.db, cutoff);
  takeLease: Store['takeLease'] = (job, holder, now, until) =>
    retention.takeLease(this.db, job, holder, now, until);
  listOrderChanges: Store['listOrderChanges'] = (query) => listOrderChanges(this.db, query);

  insertWebhookEndpoint: Store['insertWebhookEndpoint'] = (endpoint) =>
    endpoints.insertEndpoint(this.db, endpoint);
  listWebhookEndpoints = (accountId?: string) => endpoints.listEndpoints(this.db, accountId);
  findWebhookEndpoint = (id: string) => endpoints.findEndpoint(this.db, id);
  updateWebhookEndpoint: Store['updateWebhookEndpoint'] = (id, update) =>
    endpoints.updateEndpoint(this.db, id, update);
  deleteWebhookEndpoint = (id: string) => this.inTransactionOf((tx) => endpoints.deleteEndpoint(tx.db, id));
  webhookEndpointsFor = (accountId: string, type: string) => endpoints.endpointsFor(this.db, accountId, type);
  webhookBacklog = () => webhooks.webhookBacklog(this.db);
  enqueueWebhook: Store['enqueueWebhook'] = (event) => webhooks.enqueueWebhook(this.db, event);
  claimWebhooks: Store['claimWebhooks'] = (claim) => webhooks.claimWebhooks(this.db, claim);
  finishWebhookAttempt: Store['finishWebhookAttempt'] = (seq, owner, attempt, outcome) =>
    this.inTransactionOf((tx) => webhooks.finishWebhookAttempt(tx.db, seq, owner, attempt, outcome));
  listWebhookEvents: Store['listWebhookEvents'] = (query) => webhooks.listWebhookEvents(this.db, query);
  retryWebhook: Store['retryWebhook'] = (id, now, giveUpAt) =>
    webhooks.retryWebhook(this.db, id, now, giveUpAt);
  rewriteWebhookBodies: Store['rewriteWebhookBodies'] = (trackingId, rewrite) =>
    this.inTransactionOf((tx) => webhooks.rewriteWebhookBodies(tx.db, trackingId, rewrite));
  deleteWebhooksDeliveredBefore = (before: string) => webhooks.deleteWebhooksDeliveredBefore(this.db, before);

  claimIdempotencyKey: Store['claimIdempotencyKey'] = (ref, call) =>
    this.inTransactionOf((tx) => idempotency.claimIdempotencyKey(tx.db, ref, call));
  saveIdempotentAnswer: Store['saveIdempotentAnswer'] = (ref, answer) =>
    idempotency.saveIdempotentAnswer(this.db, ref, answer);
  releaseIdempotencyKey: Store['releaseIdempotencyKey'] = (ref) =>
    idempotency.releaseIdempotencyKey(this.db, ref);
  deleteIdempotentAnswers = (trackingId: string) => idempotency.deleteIdempotentAnswers(this.db, trackingId);
  deleteIdempotencyKeysBefore = (before: string) => idempotency.deleteIdempotencyKeysBefore(this.db, before);

  insertShareLink: Store['insertShareLink'] = (link) => shares.insertShareLink(this.db, link);
  listShareLinks = (trackingId: string) => shares.listShareLinks(this.db, trackingId);
  findShareLink = (shareId: string) => shares.findShareLink(this.db, shareId);
  deleteShareLink = (trackingId: string, shareId: string) =>
    shares.deleteShareLink(this.db, trackingId, shareId);
  deleteShareLinks = (trackingId: string) => shares.deleteShareLinks(this.db, trackingId);
  savePushSubscription: Store['savePushSubscription'] = (subscription) =>
    pushSubscriptions.savePushSubscription(this.db, subscription);
  listPushSubscriptions = (trackingId: string) =>
    pushSubscriptions.listPushSubscriptions(this.db, trackingId);
  deletePushSubscription = (trackingId: string, endpoint: string) =>
    pushSubscriptions.deletePushSubscription(this.db, trackingId, endpoint);
  deletePushSubscriptions = (trackingId: string) =>
    pushSubscriptions.deletePushSubscriptions(this.db, trackingId);
  deletePushSubscriptionsOfOrdersFinalBefore = (cutoff: string) =>
    pushSubscriptions.deletePushSubscriptionsOfOrdersFinalBefore(this.db, cutoff);
  savePushedState: Store['savePushedState'] = (subscriptionId, pushed) =>
    pushSubscriptions.savePushedState(this.db, subscriptionId, pushed);
  addPushMessage: Store['addPushMessage'] = (message) => pushOutbox.addPushMessage(this.db, message);
  claimPushMessages: Store['claimPushMessages'] = (claim) =>
    this.inTransactionOf((tx) => pushOutbox.claimPushMessages(tx.db, claim));
  deletePushMessage = (messageId: string, owner: string) =>
    pushOutbox.deletePushMessage(this.db, messageId, owner);
  retryPushMessage = (messageId: string, owner: string, nextAttemptAt: string) =>
    pushOutbox.retryPushMessage(this.db, messageId, owner, nextAttemptAt);
  deletePushSubscriptionById = (subscriptionId: string) =>
    this.inTransactionOf((tx) => pushOutbox.deletePushSubscriptionById(tx.db, subscriptionId));
  findCalendarFeedOf = (trackingId: string) => calendarFeeds.findCalendarFeedOf(this.db, trackingId);
  findCalendarFeed = (calendarId: string) => calendarFeeds.findCalendarFeed(this.db, calendarId);
  insertCalendarFeed: Store['insertCalendarFeed'] = (link) => calendarFeeds.insertCalendarFeed(this.db, link);
  deleteCalendarFeed = (trackingId: string, calendarId?: string) =>
    calendarFeeds.deleteCalendarFeed(this.db, trackingId, calendarId);
  findCalendarState = (trackingId: string) => calendarFeeds.findCalendarState(this.db, trackingId);
  saveCalendarState: Store['saveCalendarState'] = (trackingId, state) =>
    calendarFeeds.saveCalendarState(this.db, trackingId, state);
  deleteCalendarState = (trackingId: string) => calendarFeeds.deleteCalendarState(this.db, trackingId);

  saveDoorstep: Store['saveDoorstep'] = (trackingId, doorstep) =>
    doorsteps.saveDoorstep(this.db, trackingId, doorstep);
  findDoorstep = (trackingId: string) => doorsteps.findDoorstep(this.db, trackingId);
  findDoorstepPhoto = (trackingId: string) => doorsteps.findDoorstepPhoto(this.db, trackingId);
  deleteDoorstep = (trackingId: string) => doorsteps.deleteDoorstep(this.db, trackingId);

  private changeSeq = () => this.transactions.changeSequence(this.db);

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
export function storeOn({ db, transactions, close }: OpenedDatabase): Store {
  return new KyselyStore(db, transactions, false, createReadQueries(), createEstimateQueries(), close);
}
