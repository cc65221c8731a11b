import type { AppInstance } from '../../platform/http/zod-provider';
import { MemoryMissCounter } from '../../platform/security/miss-counter';
import { requireIngestKey } from '../../platform/security/ingest-auth';
import { registerAccountRoutes } from './accounts-routes';
import { registerDriverIngestRoutes } from './drivers-routes';
import { idempotencyGate, keepIdempotentAnswer } from './idempotency-hook';
import { registerOrderFeedRoutes } from './order-feed-routes';
import { merchantScope } from './merchant-scope';
import { registerMerchantKeyRoutes } from './merchant-keys-routes';
import { registerOrderIngestRoutes } from './orders-routes';

/**
 * The ingest API under /ingest: every call needs `Authorization: Bearer <key>`, one of INGEST_API_KEY (the
 * provider's: every account) or a merchant's key (its account only, on the routes open to merchants).
 */
export async function registerIngestRoutes(app: AppInstance) {
  const keys = app.config.ingestApiKeys;
  if (keys.length === 0) app.log.warn('INGEST_API_KEY is not set: the ingest API refuses every call');
  // Counted on this instance: several instances multiply the tries, still far from guessing a 16+ character key.
  const failures = new MemoryMissCounter({
    ...app.config.enumeration,
    maxMisses: app.config.ingestMaxKeyFailures,
  });
  const { merchantKeys } = app.domain;
  app.addHook(
    'onRequest',
    requireIngestKey(keys, failures, (hash) => merchantKeys.authenticate(hash)),
  );
  app.addHook('preValidation', idempotencyGate(app.domain));
  app.addHook('onSend', keepIdempotentAnswer);
  app.addHook('preHandler', merchantScope(app.store));
  registerOrderIngestRoutes(app);
  registerAccountRoutes(app);
  registerMerchantKeyRoutes(app);
  registerOrderFeedRoutes(app);
  registerDriverIngestRoutes(app);
}
