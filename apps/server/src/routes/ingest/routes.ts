import type { AppInstance } from '../../http/zod-provider';
import { requireIngestKey } from './auth';
import { registerDriverIngestRoutes } from './driver-routes';
import { registerOrderIngestRoutes } from './order-routes';

/** The ingest API under /ingest: every call needs `Authorization: Bearer <INGEST_API_KEY>`. */
export async function registerIngestRoutes(app: AppInstance) {
  const keys = app.config.ingestApiKeys;
  if (keys.length === 0) app.log.warn('INGEST_API_KEY is not set: the ingest API refuses every call');
  app.addHook('onRequest', requireIngestKey(keys));
  registerOrderIngestRoutes(app);
  registerDriverIngestRoutes(app);
}
