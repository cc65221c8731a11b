// @tracking/core: the contract's types and the pure rules, without zod (what the page imports). The zod schemas
// are in @tracking/core/schemas.
export * from './theme/theme-rules';
export * from './status/status-catalogue';
export * from './locale/locales';
export * from './eta/eta-text';
export * from './dates/date-format';
export * from './dates/zoned-clock';
export * from './dates/address-time-zone';
export * from './dates/zone-city';
export * from './timeline/timeline-lines';
export * from './timeline/step-facts';
export * from './labels/delivery-labels';
export * from './labels/in-person';
export * from './errors/error-message';
export * from './errors/error-codes';
export * from './order/text-limits';
export * from './order/order-constants';
export * from './order/tracking-id';
export * from './live/live-rules';
export * from './config/runtime-config-defaults';
export * from './eta/eta-engine';
export * from './eta/eta-window';
export * from './eta/eta-calibration';
export * from './paths';
export * from './guards/is-record';
export * from './guards/order-guard';
export * from './guards/live-message-guard';
export type { TrackingTheme } from './theme/theme-rules';
export type {
  Account,
  DeliveryAddress,
  DeliveryProof,
  Dispute,
  DisputeBody,
  DisputeResolutionBody,
  Doorstep,
  DeliveryPreferences,
  DeliveryRequirements,
  DriverLocation,
  ErrorBody,
  EtaPoint,
  EtaRecord,
  FeedbackBody,
  Location,
  Order,
  OrderAddress,
  OrderEvent,
  PreferencesBody,
  ShareLink,
  CalendarFeed,
  TrackingResponse,
} from './order/order-schema';
export type {
  ClientMessage,
  LocationUpdateMessage,
  RouteUpdateMessage,
  ServerMessage,
} from './live/live-messages';
export * from './order/dispute';
export type { RuntimeConfig } from './config/runtime-config';
export type { AccountInput, AccountPatch, AccountView } from './ingest/account-schema';
export type {
  AddEventBody,
  AddEventInput,
  CreateOrderBody,
  CreateOrderInput,
  IngestOrderView,
  PositionBody,
  PositionInput,
  RouteStopInput,
  UpdateOrderBody,
  UpdateOrderInput,
} from './ingest/ingest-schema';
export type { WebhookEvent, WebhookEventType } from './ingest/webhook-schema';
export type { WebhookEndpointPatch } from './ingest/webhook-endpoint-schema';
export * from './live/driver-near';
export * from './doorstep/pin-distance';
export * from './doorstep/approach-trail';
export * from './doorstep/photo-limits';
