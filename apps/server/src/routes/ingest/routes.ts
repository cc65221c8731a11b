import type { AppInstance } from '../../http/zod-provider';
import { MemoryMissCounter } from '../../security/miss-counter';
import { requireIngestKey } from './auth';
import { registerDriverIngestRoutes } from './driver-routes';
import { registerOrderIngestRoutes } from './order-routes';

/** The ingest API under /ingest: every call needs `Authorization: Bearer <INGEST_API_KEY>`. */
export async function registerIngestRoutes(app: AppInstance) {
  if (!app.config.ingestApiKey) app.log.warn('INGEST_API_KEY is not set: the ingest API refuses every call');
  // Counted on this instance: several instances multiply the tries, still far from guessing a 16+ character key.
  const failures = new MemoryMissCounter({
    ...app.config.enumeration,
    maxMisses: app.config.ingestMaxKeyFailures,
  });
  app.addHook('onRequest', requireIngestKey(app.config.ingestApiKey, failures));
  registerOrderIngestRoutes(app);
  registerDriverIngestRoutes(app);
}
