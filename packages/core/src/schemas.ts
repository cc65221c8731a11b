// @tracking/core/schemas: the zod schemas of everything on the wire. The service validates with them; the page
// does not import them (lint forbids it outside the merchant preview), so zod stays out of its bundle.
export * from './order/order-schema';
export * from './order/tracking-id-schema';
export * from './live/live-messages';
export * from './config/runtime-config';
export * from './theme/theme';
export * from './ingest/account-schema';
export * from './ingest/account-stats-schema';
export * from './ingest/merchant-key-schema';
export * from './ingest/ingest-schema';
export * from './ingest/webhook-schema';
export * from './ingest/webhook-endpoint-schema';
export * from './ingest/provider-schema';
export * from './push/push-message-schema';
