import type {
  DeliveryAddress,
  DeliveryPreferences,
  DeliveryRequirements,
  ServiceType,
  TrackingTheme,
} from '@tracking/core';

/** Times are ISO 8601 UTC strings (Date#toISOString) throughout the store. */
export type IsoTime = string;

export interface AccountRecord {
  id: string;
  name: string;
  logo: string | null;
  isTech: boolean;
  alwaysDeliverOutside: boolean;
  trackingTheme: TrackingTheme | null;
  /** A merchant may switch tracking off; its links then answer Forbidden. */
  trackingEnabled: boolean;
  /** The driver is shown only while at most this many stops come before the recipient's; null: always. */
  liveMapMaxStopsBefore: number | null;
  updatedAt: IsoTime;
}

/** The account fields a PATCH (or an order's account block) may change. */
export type AccountChanges = Partial<Omit<AccountRecord, 'id' | 'updatedAt'>>;

/** An order found by its merchant's externalId. */
export interface ExternalIdMatch {
  trackingId: string;
  accountId: string;
  /** Hash of the body that created it; null for orders created before it was kept. */
  createFingerprint: string | null;
}

/** A key of one merchant's: what is kept of it (never the key). */
export interface MerchantKeyRecord {
  id: string;
  accountId: string;
  name: string;
  createdAt: IsoTime;
  lastUsedAt: IsoTime | null;
}

export interface OrderRecord {
  trackingId: string;
  externalId: string | null;
  accountId: string;
  statusCode: number;
  promisedTime: IsoTime | null;
  /** Milliseconds added to the promised time to get the current estimate. */
  timeDiffMs: number;
  deliveryWindow: { start: IsoTime; end: IsoTime } | null;
  deliveryAddress: DeliveryAddress;
  pickupAddress: DeliveryAddress | null;
  serviceType: ServiceType;
  deliveryRequirements: DeliveryRequirements;
  deliveryPreferences: DeliveryPreferences | null;
  preferencesConfirmedAt: IsoTime | null;
  /** Days (YYYY-MM-DD) the provider offers instead of the planned one, oldest first. */
  availableDeliveryDates: string[];
  /** The day the recipient chose from availableDeliveryDates; null keeps the planned day. */
  deliveryDate: string | null;
  driverId: string | null;
  finalAt: IsoTime | null;
  anonymisedAt: IsoTime | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

/** Fields of an order that change after it was created. */
export type OrderUpdate = Partial<Omit<OrderRecord, 'trackingId' | 'externalId' | 'createdAt'>> & {
  updatedAt: IsoTime;
};

export interface OrderEventRecord {
  statusCode: number;
  at: IsoTime;
  imageUrls: string[];
  /** Where it happened, when the provider said; left out or null otherwise. */
  location?: { lat: number; lng: number } | null;
}

/** The recipient's doorstep card without its photo's bytes: what the order's view needs. */
export interface DoorstepRecord {
  lat: number;
  lng: number;
  /** Names the photo's bytes; changes with every new photo. */
  photoVersion: string;
  updatedAt: IsoTime;
}

/** The doorstep photo as stored: WebP bytes the service encoded. */
export interface DoorstepPhotoRecord {
  photo: Buffer;
  photoVersion: string;
}

export interface FeedbackRecord {
  rating: number;
  comment: string;
  at: IsoTime;
}

export interface DriverPositionRecord {
  lat: number;
  lng: number;
  heading: number | null;
  /** Metres per second, when the driver's device reports it. */
  speed: number | null;
  at: IsoTime;
}

export interface RouteStopRecord {
  trackingId: string;
  eta: IsoTime | null;
}

/** A stop on a driver's route with its order's current status. */
export interface RouteStopStatus extends RouteStopRecord {
  statusCode: number;
}

/** An order a driver carries (on its route or assigned to it), with what its estimate needs. */
export interface DriverStopRecord {
  trackingId: string;
  statusCode: number;
  promisedTime: IsoTime | null;
  /** The delivery address's coordinates, when the provider sent them. */
  lat: number | null;
  lng: number | null;
  /** Place on the driver's route; null for an order assigned to the driver but not on its route. */
  routePosition: number | null;
  /** The order's account setting: the driver is shown within this many stops before; null: always. */
  liveMapMaxStopsBefore: number | null;
}

/** A household's view-only link to an order. */
export interface ShareLinkRecord {
  shareId: string;
  trackingId: string;
  createdAt: IsoTime;
}

/** What an order's calendar entry showed when it was last read, and its SEQUENCE then. */
export interface CalendarStateRecord {
  fingerprint: string;
  sequence: number;
}

/** What moved an estimate: a driver position, a new route, or a change of an order. */
export type EstimateCause = 'position' | 'route' | 'order';

/** One estimate of an order's arrival with the inputs that made it, so the page can say why it moved. */
export interface EstimateRecord {
  trackingId: string;
  /** When the estimate was made. */
  at: IsoTime;
  cause: EstimateCause;
  arrivalAt: IsoTime;
  timeDiffMs: number | null;
  stopsBefore: number | null;
  distanceMeters: number;
  speedKmh: number;
  driverLat: number;
  driverLng: number;
}

export type WebhookStatus = 'pending' | 'delivered' | 'failed';

/** A receiver of webhooks: the provider's (every account) or one merchant's. */
export interface WebhookEndpointRecord {
  id: string;
  /** null: every account's events. */
  accountId: string | null;
  url: string;
  events: string[];
  /** whsec_…: signs every message. */
  secret: string;
  /** After a rotation: signs too, until previousSecretUntil. */
  previousSecret: string | null;
  previousSecretUntil: IsoTime | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

/** What may change of an endpoint. */
export type WebhookEndpointUpdate = Partial<
  Pick<WebhookEndpointRecord, 'url' | 'events' | 'secret' | 'previousSecret' | 'previousSecretUntil'>
> & { updatedAt: IsoTime };

/** An event to send to one endpoint, as the domain records it: one delivery. */
export interface WebhookEventRecord {
  /** The webhook-id header (msg_...), kept for every attempt. */
  id: string;
  /** Where it goes: an endpoint's id; null: WEBHOOK_URL, the deployment's default endpoint. */
  endpointId: string | null;
  /** The order it reports: anonymising the order reduces the event to ids. */
  trackingId: string;
  type: string;
  /** The JSON body, sent byte for byte the same on every attempt. */
  body: string;
  createdAt: IsoTime;
  /** Past this, an undelivered event is marked failed. */
  giveUpAt: IsoTime;
  /**
   * Set for a change whose events are coalesced: the first attempt waits until `firstAttemptAt`, and until then
   * an event with the same key replaces this one's body instead of being added.
   */
  coalesce?: { key: string; firstAttemptAt: IsoTime };
}

/** An event in the outbox with where its delivery stands. */
export interface StoredWebhookEvent extends Omit<WebhookEventRecord, 'trackingId'> {
  /** Its place in the outbox: the order events were recorded in. */
  seq: number;
  status: WebhookStatus;
  attemptCount: number;
  nextAttemptAt: IsoTime;
  deliveredAt: IsoTime | null;
}

/** One try at sending an event: the receiver's status, or why there was none. */
export interface WebhookAttemptRecord {
  at: IsoTime;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** What follows an attempt: the event is delivered, tried again at a time, or given up. */
export type WebhookOutcome =
  { status: 'delivered'; at: IsoTime } | { status: 'pending'; nextAttemptAt: IsoTime } | { status: 'failed' };

/** Events due at `now` that no other instance holds, leased to `owner` until `leaseUntil`. */
export interface WebhookClaim {
  now: IsoTime;
  leaseUntil: IsoTime;
  owner: string;
  limit: number;
}

/** An Idempotency-Key of one ingest key: the hashes and when the first call came. */
export interface IdempotencyKeyRef {
  scope: string;
  keyHash: string;
}

/**
 * What a call with an Idempotency-Key finds: nothing (it is now this call's), the first call still running, or
 * the first call's answer.
 */
export type IdempotencyClaim =
  | { kind: 'new' }
  | { kind: 'busy'; fingerprint: string }
  | { kind: 'done'; fingerprint: string; statusCode: number; body: string };

/** A place in the change feed: after this order's change. */
export interface ChangePosition {
  changeSeq: number;
  trackingId: string;
}

/** What a store reports about its work, for the metrics; the engines call what applies to them. */
export interface StoreObserver {
  /** A query finished (or failed) after this many milliseconds. */
  query(durationMs: number, failed: boolean): void;
  /** The SQLite engine found a query's prepared statement in its cache, or had to prepare it. */
  statementCache(hit: boolean): void;
}

/** Everything the service keeps. One implementation per engine; all share the Kysely query code. */
export interface Store {
  /**
   * Runs `work` in one transaction: all of its writes happen, or none. Nested calls join the outer one. An engine
   * may run `work` again when it lost a race with another transaction, so it must only touch the store.
   */
  transaction<T>(work: (store: Store) => Promise<T>): Promise<T>;

  /** Creates or replaces the account; whether it was created or any of its content changed. */
  upsertAccount(account: AccountRecord): Promise<boolean>;
  /** Creates the account; false (nothing written) when it exists. */
  insertAccount(account: AccountRecord): Promise<boolean>;
  /** Changes the fields given; false when the account is missing or nothing differed. */
  updateAccount(id: string, changes: AccountChanges, updatedAt: IsoTime): Promise<boolean>;
  findAccount(id: string): Promise<AccountRecord | undefined>;
  /** Accounts in id order, after `afterId`. */
  listAccounts(query: { afterId?: string; limit: number }): Promise<AccountRecord[]>;

  /** Keeps a merchant key by the hash of the key. */
  insertMerchantKey(key: MerchantKeyRecord, keyHash: string): Promise<void>;
  /** The account's keys, oldest first. */
  listMerchantKeys(accountId: string): Promise<MerchantKeyRecord[]>;
  /** The key whose hash this is, if it exists (is not revoked). */
  findMerchantKeyByHash(keyHash: string): Promise<MerchantKeyRecord | undefined>;
  /** Records a use of the key. */
  touchMerchantKey(id: string, at: IsoTime): Promise<void>;
  /** Revokes (deletes) the account's key; false when it has no such key. */
  deleteMerchantKey(accountId: string, id: string): Promise<boolean>;

  /**
   * Inserts the order with the fingerprint of the call that created it; false (and nothing written) when its
   * externalId is already taken in its account.
   */
  insertOrder(order: OrderRecord, createFingerprint?: string | null): Promise<boolean>;
  findOrder(trackingId: string): Promise<OrderRecord | undefined>;
  findOrderWithAccount(
    trackingId: string,
  ): Promise<{ order: OrderRecord; account: AccountRecord } | undefined>;
  /** Orders with this externalId: in one account (at most one), or in every account. */
  findOrdersByExternalId(externalId: string, accountId?: string): Promise<ExternalIdMatch[]>;
  updateOrder(trackingId: string, update: OrderUpdate): Promise<void>;
  countOrders(): Promise<number>;
  /** The account's orders that are not final: the only ones a live socket can be open on. */
  openTrackingIdsOfAccount(accountId: string): Promise<string[]>;
  /** The subset of `trackingIds` that exist. */
  existingTrackingIds(trackingIds: readonly string[]): Promise<Set<string>>;

  appendEvent(trackingId: string, event: OrderEventRecord): Promise<void>;
  /** The timeline, oldest first. */
  listEvents(trackingId: string): Promise<OrderEventRecord[]>;
  /** Removes the timeline's photos and places (both point at the recipient's door). */
  clearEventImages(trackingId: string): Promise<void>;

  /** Records feedback and keeps only the order's newest `keep`. */
  appendFeedback(trackingId: string, feedback: FeedbackRecord, keep: number): Promise<void>;
  /** How many of the order's feedback sends are later than `since`. */
  countFeedbackAfter(trackingId: string, since: IsoTime): Promise<number>;
  latestFeedback(trackingId: string): Promise<FeedbackRecord | undefined>;
  /** Every feedback given, oldest first. */
  listFeedback(trackingId: string): Promise<FeedbackRecord[]>;
  deleteFeedback(trackingId: string): Promise<void>;

  /** Records positions and keeps only the newest `keep` of the driver's history. */
  appendPositions(driverId: string, positions: readonly DriverPositionRecord[], keep: number): Promise<void>;
  latestPosition(driverId: string): Promise<DriverPositionRecord | undefined>;
  /** Newest first. */
  recentPositions(driverId: string, limit: number): Promise<DriverPositionRecord[]>;

  replaceRoute(driverId: string, stops: readonly RouteStopRecord[]): Promise<void>;
  /** The driver's stops in route order, each with its order's status. */
  listRoute(driverId: string): Promise<RouteStopStatus[]>;
  removeFromRoutes(trackingId: string): Promise<void>;
  /** The orders a driver carries: its route's stops in route order, then orders assigned to it off the route. */
  driverStops(driverId: string): Promise<DriverStopRecord[]>;

  /** Sets each order's current timeDiff and appends the given estimates to their histories. */
  saveEstimates(
    timeDiffs: readonly { trackingId: string; timeDiffMs: number }[],
    history: readonly EstimateRecord[],
  ): Promise<void>;
  /** An order's estimate history, newest first. */
  listEstimates(trackingId: string, limit: number): Promise<EstimateRecord[]>;
  /** Deletes an order's estimate history (each estimate holds where the driver was near the door). */
  deleteEstimates(trackingId: string): Promise<void>;

  /** Orders that became final before `before` and are not anonymised yet, at most `limit`, oldest first. */
  ordersFinalBefore(before: IsoTime, limit: number): Promise<string[]>;
  /** Deletes driver positions and estimate history made before `before`; says how many rows of each went. */
  deleteHistoryBefore(before: IsoTime): Promise<{ positions: number; estimates: number }>;
  /**
   * Takes or renews the lease of `job` for `holder` until `until`, unless another holder's lease runs past
   * `now`; true when `holder` holds it afterwards.
   */
  takeLease(job: string, holder: string, now: IsoTime, until: IsoTime): Promise<boolean>;
  /** Orders (of one account, when given) changed at or after `updatedSince`, after `after`, in commit order. */
  listOrderChanges(query: {
    accountId?: string;
    updatedSince?: IsoTime;
    after?: ChangePosition;
    limit: number;
  }): Promise<ChangePosition[]>;

  insertWebhookEndpoint(endpoint: WebhookEndpointRecord): Promise<void>;
  /** Endpoints by creation, of one account (undefined: every endpoint). */
  listWebhookEndpoints(accountId?: string): Promise<WebhookEndpointRecord[]>;
  findWebhookEndpoint(id: string): Promise<WebhookEndpointRecord | undefined>;
  updateWebhookEndpoint(id: string, update: WebhookEndpointUpdate): Promise<void>;
  /** Deletes the endpoint and the deliveries to it still pending. */
  deleteWebhookEndpoint(id: string): Promise<void>;
  /** The endpoints an event of `type` about an order of `accountId` goes to. */
  webhookEndpointsFor(accountId: string, type: string): Promise<string[]>;

  /** Deliveries pending (not delivered, not given up), and when the oldest of them was recorded. */
  webhookBacklog(): Promise<{ pending: number; oldestCreatedAt: IsoTime | null }>;
  /** Adds an event to the outbox: call it in the transaction of the change it reports. */
  enqueueWebhook(event: WebhookEventRecord): Promise<void>;
  /** Leases due events to one instance; an event leased to another until later is never returned. */
  claimWebhooks(claim: WebhookClaim): Promise<StoredWebhookEvent[]>;
  /** Records an attempt and what follows it; ignored (false) when `owner` no longer holds the lease. */
  finishWebhookAttempt(
    seq: number,
    owner: string,
    attempt: WebhookAttemptRecord,
    outcome: WebhookOutcome,
  ): Promise<boolean>;
  /** Events in outbox order, after `afterSeq`, with their attempts (oldest first). */
  listWebhookEvents(query: {
    status?: WebhookStatus;
    afterSeq?: number;
    limit: number;
  }): Promise<(StoredWebhookEvent & { attempts: WebhookAttemptRecord[] })[]>;
  /** Makes an event due now again, with a new give-up time; undefined when there is no such event. */
  retryWebhook(id: string, now: IsoTime, giveUpAt: IsoTime): Promise<StoredWebhookEvent | undefined>;
  /** Replaces the body of every event of the order with `rewrite(body)`; says how many there were. */
  rewriteWebhookBodies(trackingId: string, rewrite: (body: string) => string): Promise<number>;
  /** Deletes events delivered before `before` with their attempts; says how many went. */
  deleteWebhooksDeliveredBefore(before: IsoTime): Promise<number>;

  /**
   * Takes an Idempotency-Key for a call: a key unused, older than `expiredBefore`, or left running since before
   * `staleBefore` (its call died) becomes this call's.
   */
  claimIdempotencyKey(
    ref: IdempotencyKeyRef,
    call: { fingerprint: string; at: IsoTime; expiredBefore: IsoTime; staleBefore: IsoTime },
  ): Promise<IdempotencyClaim>;
  /** Keeps the first call's answer, with the order it shows (null: none) so anonymising can drop it. */
  saveIdempotentAnswer(
    ref: IdempotencyKeyRef,
    answer: { statusCode: number; body: string; trackingId: string | null },
  ): Promise<void>;
  /** Frees a key whose call failed on our side, so the client's retry does the work. */
  releaseIdempotencyKey(ref: IdempotencyKeyRef): Promise<void>;
  /** Deletes the keys whose kept answer shows the order. */
  deleteIdempotentAnswers(trackingId: string): Promise<void>;
  /** Deletes keys first used before `before`; says how many went. */
  deleteIdempotencyKeysBefore(before: IsoTime): Promise<number>;

  /** Adds a share link; the caller counted the order's links in the same transaction. */
  insertShareLink(link: ShareLinkRecord): Promise<void>;
  /** The order's share links, oldest first. */
  listShareLinks(trackingId: string): Promise<ShareLinkRecord[]>;
  findShareLink(shareId: string): Promise<ShareLinkRecord | undefined>;
  /** Deletes the order's share link; false when the order has no such link. */
  deleteShareLink(trackingId: string, shareId: string): Promise<boolean>;
  /** Deletes every share link of the order. */
  deleteShareLinks(trackingId: string): Promise<void>;

  /** The order's calendar entry as last served; undefined before the first read. */
  findCalendarState(trackingId: string): Promise<CalendarStateRecord | undefined>;
  saveCalendarState(trackingId: string, state: CalendarStateRecord): Promise<void>;
  deleteCalendarState(trackingId: string): Promise<void>;

  /** Sets (or replaces) the order's doorstep card. */
  saveDoorstep(trackingId: string, doorstep: DoorstepRecord & { photo: Buffer }): Promise<void>;
  findDoorstep(trackingId: string): Promise<DoorstepRecord | undefined>;
  findDoorstepPhoto(trackingId: string): Promise<DoorstepPhotoRecord | undefined>;
  /** Deletes the order's doorstep card; false when it had none. */
  deleteDoorstep(trackingId: string): Promise<boolean>;

  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
