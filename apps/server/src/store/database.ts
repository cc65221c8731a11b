import type { ColumnType, Generated } from 'kysely';

/*
 * Column conventions shared by every engine: times are ISO 8601 UTC text (Date#toISOString, so they sort as
 * text), booleans are integers 0/1, JSON values are text.
 */

export interface AccountsTable {
  id: string;
  name: string;
  logo: string | null;
  is_tech: number;
  always_deliver_outside: number;
  /** JSON of TrackingTheme, or null for the default brand. */
  tracking_theme: string | null;
  tracking_enabled: number;
  /** Null: the driver is shown whatever the stops before. */
  live_map_max_stops_before: number | null;
  updated_at: string;
}

export interface OrdersTable {
  tracking_id: string;
  /** Unique within the account. */
  external_id: string | null;
  account_id: string;
  /** Hash of the create call's body: a create sent again under the same externalId must match it. */
  create_fingerprint?: string | null;
  status_code: number;
  promised_time: string | null;
  time_diff_ms: number;
  delivery_window_start: string | null;
  delivery_window_end: string | null;
  /** JSON of DeliveryAddress. */
  delivery_address: string;
  pickup_address: string | null;
  service_type: string;
  requires_id_check: number;
  requires_signature: number;
  requires_delivery_in_person: number;
  preference_code: number | null;
  preference_deliver_in_person: number | null;
  preference_instructions: string | null;
  preferences_confirmed_at: string | null;
  /** JSON array of YYYY-MM-DD: days the provider offers instead ('[]' when none). */
  available_delivery_dates: string;
  /** YYYY-MM-DD the recipient chose from them, or null for the planned day. */
  delivery_date: string | null;
  driver_id: string | null;
  /** When the order reached a final status; links expire LINK_TTL_DAYS later. */
  final_at: string | null;
  anonymised_at: string | null;
  /** When the order's own link was first opened; set once, never by an order write (so left out of them). */
  link_opened_at: ColumnType<string | null, never, string>;
  created_at: string;
  updated_at: string;
  /** Where the order's last change stands in commit order (the change feed's cursor). */
  change_seq: Generated<number>;
}

export interface OrderEventsTable {
  id: Generated<number>;
  tracking_id: string;
  status_code: number;
  at: string;
  /** JSON array of URLs. */
  image_urls: string;
  /** Where the event happened, when the provider said (both or neither). */
  lat: number | null;
  lng: number | null;
}

export interface DoorstepsTable {
  tracking_id: string;
  /** WebP bytes encoded by the service. */
  photo: Buffer;
  photo_version: string;
  lat: number;
  lng: number;
  updated_at: string;
}

export interface DriverPositionsTable {
  id: Generated<number>;
  driver_id: string;
  lat: number;
  lng: number;
  heading: number | null;
  speed: number | null;
  at: string;
}

export interface DriverRoutesTable {
  driver_id: string;
  position: number;
  tracking_id: string;
  eta: string | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  tracking_id: string;
  rating: number;
  comment: string;
  at: string;
}

/** A recipient's report of a problem after delivery; the resolution is the provider's answer. */
export interface DisputesTable {
  tracking_id: string;
  reason: string;
  message: string;
  opened_at: string;
  resolution_outcome: string | null;
  resolution_message: string | null;
  resolved_at: string | null;
}

/** The driver's approach to a delivered order's door: JSON of TrailPoint[]. */
export interface DeliveryTrailsTable {
  tracking_id: string;
  points: string;
}

export interface EstimatesTable {
  id: Generated<number>;
  tracking_id: string;
  at: string;
  /** position, route or order: what made the estimate. */
  cause: string;
  arrival_at: string;
  time_diff_ms: number | null;
  stops_before: number | null;
  distance_m: number;
  speed_kmh: number;
  driver_lat: number;
  driver_lng: number;
}

/** Who runs a job now (one instance at a time), until when. */
export interface JobLeasesTable {
  job: string;
  holder: string;
  expires_at: string;
}

export interface ChangeCounterTable {
  id: number;
  value: number;
}

export interface WebhookEventsTable {
  seq: Generated<number>;
  /** The webhook-id header: the same on every attempt. */
  id: string;
  type: string;
  body: string;
  /** pending, delivered or failed. */
  status: string;
  attempts: number;
  created_at: string;
  next_attempt_at: string;
  /** After this the event is failed instead of retried. */
  give_up_at: string;
  /** While in the future, the instance named lease_owner is sending it. */
  lease_until: string | null;
  lease_owner: string | null;
  delivered_at: string | null;
  /** Hash of the order and type of a coalesced event; a later change replaces the event while it waits. */
  coalesce_key: string | null;
  /** The order the event reports (null only for rows older than migration 0014 whose body names none). */
  tracking_id: string | null;
  /** Where it goes: a webhook_endpoints row; null: WEBHOOK_URL. */
  endpoint_id: string | null;
}

export interface WebhookEndpointsTable {
  id: string;
  /** Only this account's events; null: every account's. */
  account_id: string | null;
  url: string;
  /** JSON array of the event types sent. */
  events: string;
  secret: string;
  /** Signs too until previous_secret_until, after a rotation. */
  previous_secret: string | null;
  previous_secret_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  event_seq: number;
  at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface IdempotencyKeysTable {
  /** sha256 of the ingest key the call came with. */
  scope: string;
  /** sha256 of the Idempotency-Key header. */
  key_hash: string;
  /** sha256 of method, path and body. */
  fingerprint: string;
  created_at: string;
  status_code: number | null;
  body: string | null;
  /** The order the kept answer shows; null for an answer about no order. */
  tracking_id: string | null;
}

/** View-only links to an order (household sharing). */
export interface ShareLinksTable {
  share_id: string;
  tracking_id: string;
  created_at: string;
}

/** Per order: what its calendar entry showed when last served, and the SEQUENCE it had. */
export interface CalendarEntriesTable {
  tracking_id: string;
  fingerprint: string;
  sequence: number;
}

/** Counts of recipients' use per account, UTC day and kind (USAGE_COUNTS): no person, no order. */
export interface AccountDailyCountsTable {
  account_id: string;
  day: string;
  kind: string;
  count: number;
}

/**
 * The error quantiles of the arrival window per account and horizon band (minutes); account '' is the whole
 * provider. Replaced whole by the calibration job: at most one row per account and band.
 */
export interface EtaWindowQuantilesTable {
  account_id: string;
  horizon_minutes: number;
  deliveries: number;
  low_ms: number;
  high_ms: number;
  coverage: number;
  computed_at: string;
}

/** How often each account's windows held the delivery, as the calibration job last counted it. */
export interface EtaWindowRecordsTable {
  account_id: string;
  kept: number;
  deliveries: number;
  days: number;
  computed_at: string;
}

export interface MerchantKeysTable {
  id: string;
  account_id: string;
  name: string;
  /** sha256 (hex) of the key; the key itself is not kept. */
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
}

/** Per order: the view-only id its calendar feed is subscribed with. */
export interface CalendarFeedsTable {
  calendar_id: string;
  tracking_id: string;
  created_at: string;
}

/** Per order: the browsers subscribed to its Web Push messages (issue 32). */
export interface PushSubscriptionsTable {
  subscription_id: string;
  tracking_id: string;
  /** The share link it was made through; null for the order's own link. */
  share_id: string | null;
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), which messages are encrypted to. */
  p256dh: string;
  auth: string;
  lang: string;
  created_at: string;
  /** The page a message opens: the link the browser subscribed through. */
  page_url: Generated<string>;
  /** Milestones pushed, comma-separated. */
  pushed_reasons: Generated<string>;
  pushed_eta: string | null;
  /** The delivery window last pushed, as JSON. */
  pushed_window: string | null;
  /** The address's local day of sent_today. */
  sent_day: string | null;
  sent_today: Generated<number>;
}

/** Web Push messages still to send, leased by one instance at a time. */
export interface PushOutboxTable {
  message_id: string;
  subscription_id: string;
  reason: string;
  /** The Declarative Web Push JSON, encrypted only when sent. */
  payload: string;
  topic: string;
  urgency: string;
  expires_at: string;
  next_attempt_at: string;
  attempts: Generated<number>;
  lease_owner: string | null;
  lease_until: string | null;
}

export interface Database {
  accounts: AccountsTable;
  merchant_keys: MerchantKeysTable;
  account_daily_counts: AccountDailyCountsTable;
  eta_window_quantiles: EtaWindowQuantilesTable;
  eta_window_records: EtaWindowRecordsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  driver_positions: DriverPositionsTable;
  driver_routes: DriverRoutesTable;
  feedback: FeedbackTable;
  disputes: DisputesTable;
  delivery_trails: DeliveryTrailsTable;
  estimates: EstimatesTable;
  job_leases: JobLeasesTable;
  change_counter: ChangeCounterTable;
  webhook_events: WebhookEventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_attempts: WebhookAttemptsTable;
  idempotency_keys: IdempotencyKeysTable;
  share_links: ShareLinksTable;
  calendar_entries: CalendarEntriesTable;
  calendar_feeds: CalendarFeedsTable;
  doorsteps: DoorstepsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
}
