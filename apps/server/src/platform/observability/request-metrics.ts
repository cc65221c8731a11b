import type { AppInstance } from '../http/zod-provider';
import type { Metrics } from './metrics';

/** Requests no route took (unknown paths, the page fallback) share one label, so ids never become labels. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every request into http_request_duration_seconds, by route pattern (`/ingest/orders/:trackingId`). A
 * callback hook, not an async one: it runs after every answer, and a promise per answer shows in a profile.
 */
export function registerRequestMetrics(app: AppInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
