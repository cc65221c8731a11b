import type { AppInstance } from '../../platform/http/zod-provider';
import { MemoryMissCounter } from '../../platform/security/miss-counter';
import { requireIngestKey } from '../../platform/security/ingest-auth';
import { registerAccountRoutes } from './accounts-routes';
import { registerDriverIngestRoutes } from './drivers-routes';
import { idempotencyGate, keepIdempotentAnswer } from './idempotency-hook';
import { registerOrderFeedRoutes } from './order-feed-routes';
import { registerOrderIngestRoutes } from './orders-routes';

/** The ingest API under /ingest: every call needs `Authorization: Bearer <INGEST_API_KEY>`. */
export async function registerIngestRoutes(app: AppInstance) {
  const keys = app.config.ingestApiKeys;
  if (keys.length === 0) app.log.warn('INGEST_API_KEY is not set: the ingest API refuses every call');
  // Counted on this instance: several instances multiply the tries, still far from guessing a 16+ character key.
  const failures = new MemoryMissCounter({
    ...app.config.enumeration,
    maxMisses: app.config.ingestMaxKeyFailures,
  });
  app.addHook('onRequest', requireIngestKey(keys, failures));
  app.addHook('preValidation', idempotencyGate(app.domain));
  app.addHook('onSend', keepIdempotentAnswer);
  registerOrderIngestRoutes(app);
  registerAccountRoutes(app);
  registerOrderFeedRoutes(app);
  registerDriverIngestRoutes(app);
}
