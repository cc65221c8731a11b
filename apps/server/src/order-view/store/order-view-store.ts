import type {
  DeliveryAddress,
  DeliveryPreferences,
  DeliveryRequirements,
  ServiceType,
  TrackingTheme,
} from '@tracking/core';
import type { IsoTime } from '../../store/store';
import type { Dispute, EtaRecord, HorizonQuantiles, TrailPoint } from '@tracking/core';

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

/** What the arrival window of an account's orders is drawn from (eta_window_quantiles, eta_window_records). */
export interface EtaCalibrationRecord {
  account: HorizonQuantiles;
  /** The whole provider's, where the account has too few deliveries in a band. */
  provider: HorizonQuantiles;
  /** The coverage the quantiles were drawn for; null when none were. */
  coverage: number | null;
  record: EtaRecord | undefined;
}

/** An order found by its merchant's externalId. */
export interface ExternalIdMatch {
  trackingId: string;
  accountId: string;
  /** Hash of the body that created it; null for orders created before it was kept. */
  createFingerprint: string | null;
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
  /** When the order's own link was first opened; read only (set once by `markLinkOpened`, never by a write). */
  linkOpenedAt?: IsoTime | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

/** Fields of an order that change after it was created. */
export type OrderUpdate = Partial<
  Omit<OrderRecord, 'trackingId' | 'externalId' | 'createdAt' | 'linkOpenedAt'>
> & {
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

/** An event to send to the provider's webhook URL, as the domain records it. */
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

/** A view-only link to an order: a household's share link, or a calendar's feed id. */
export interface ShareLinkRecord {
  shareId: string;
  trackingId: string;
  createdAt: IsoTime;
}

declare module '../../store/store' {
  /** The kernel's port: orders, accounts, timelines, drivers' positions and routes, estimates, and the outbox
   * every change writes its event into. The order's view is read from these. */
  interface Store {
    /** Creates or replaces the account; whether it was created or any of its content changed. */
    upsertAccount(account: AccountRecord): Promise<boolean>;

    /** Creates the account; false (nothing written) when it exists. */
    insertAccount(account: AccountRecord): Promise<boolean>;

    /** Changes the fields given; false when the account is missing or nothing differed. */
    updateAccount(id: string, changes: AccountChanges, updatedAt: IsoTime): Promise<boolean>;

    findAccount(id: string): Promise<AccountRecord | undefined>;

    /** Accounts in id order, after `afterId`. */
    listAccounts(query: { afterId?: string; limit: number }): Promise<AccountRecord[]>;

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

    /**
     * Marks the order's own link opened at `at` unless it already was (not an order change: no change number);
     * whether this call marked it, so one caller of all instances reports the first open.
     */
    markLinkOpened(trackingId: string, at: IsoTime): Promise<boolean>;

    countOrders(): Promise<number>;

    /** The account's orders that are not final: the only ones a live socket can be open on. */
    openTrackingIdsOfAccount(accountId: string): Promise<string[]>;

    /** Orders on a driver's route and not final, newest first, at most `limit`: those a socket may follow live. */
    routedOpenOrders(limit: number): Promise<{ trackingId: string; statusCode: number }[]>;

    /** The subset of `trackingIds` that exist. */
    existingTrackingIds(trackingIds: readonly string[]): Promise<Set<string>>;

    appendEvent(trackingId: string, event: OrderEventRecord): Promise<void>;

    /** The timeline, oldest first. */
    listEvents(trackingId: string): Promise<OrderEventRecord[]>;

    /** Removes the timeline's photos and places (both point at the recipient's door). */
    clearEventImages(trackingId: string): Promise<void>;

    latestFeedback(trackingId: string): Promise<FeedbackRecord | undefined>;

    /** Keeps the driver's approach to the order's delivery point (replacing an earlier one). */
    saveDeliveryTrail(trackingId: string, trail: readonly TrailPoint[]): Promise<void>;

    /** The driver's approach to the delivery point; empty when none was kept. */
    findDeliveryTrail(trackingId: string): Promise<TrailPoint[]>;

    deleteDeliveryTrail(trackingId: string): Promise<void>;

    /** The order's dispute, resolved or not; undefined when none was opened. */
    findDispute(trackingId: string): Promise<Dispute | undefined>;

    /** The account's arrival window quantiles (and the provider's) and its record, as the job last drew them. */
    readEtaCalibration(accountId: string): Promise<EtaCalibrationRecord>;

    /** The account's record of windows kept; undefined below the deliveries it needs. */
    readEtaRecord(accountId: string): Promise<EtaRecord | undefined>;

    /** Every feedback given, oldest first. */
    listFeedback(trackingId: string): Promise<FeedbackRecord[]>;

    /** Adds positions to the driver's history. */
    appendPositions(driverId: string, positions: readonly DriverPositionRecord[]): Promise<void>;

    /** Deletes the driver's positions beyond the newest `keep` (by time, then by arrival among ties). */
    trimPositions(driverId: string, keep: number): Promise<void>;

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

    findDoorstep(trackingId: string): Promise<DoorstepRecord | undefined>;

    /** Adds an event to the outbox: call it in the transaction of the change it reports. */
    enqueueWebhook(event: WebhookEventRecord): Promise<void>;

    /** The endpoints an event of `type` about an order of `accountId` goes to. */
    webhookEndpointsFor(accountId: string, type: string): Promise<string[]>;
  }
}
