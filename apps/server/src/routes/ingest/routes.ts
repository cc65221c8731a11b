import type { AppInstance } from '../../http/zod-provider';
import { requireIngestKey } from './auth';
import { registerDriverIngestRoutes } from './driver-routes';
import { idempotencyGate, keepIdempotentAnswer } from './idempotency-hook';
import { registerOrderFeedRoutes } from './order-feed-routes';
import { registerOrderIngestRoutes } from './order-routes';
import { registerWebhookRoutes } from './webhook-routes';

/** The ingest API under /ingest: every call needs `Authorization: Bearer <INGEST_API_KEY>`. */
export async function registerIngestRoutes(app: AppInstance) {
  const keys = app.config.ingestApiKeys;
  if (keys.length === 0) app.log.warn('INGEST_API_KEY is not set: the ingest API refuses every call');
  app.addHook('onRequest', requireIngestKey(keys));
  app.addHook('preValidation', idempotencyGate(app.domain));
  app.addHook('onSend', keepIdempotentAnswer);
  registerOrderIngestRoutes(app);
  registerOrderFeedRoutes(app);
  registerDriverIngestRoutes(app);
  registerWebhookRoutes(app);
}
