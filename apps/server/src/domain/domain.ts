import type { DomainDeps } from './deps';
import { createDoorstepCard } from './doorstep/doorstep-card';
import { createDrivers } from './drivers';
import { createIdempotency } from './idempotency';
import { LiveProducer } from './live-producer/live-producer';
import { NewestEstimates } from './newest-estimates';
import { createOrderFeed } from './order-feed';
import { createOrderIngest } from './order-ingest';
import { createOrderTracking } from './order-tracking';
import { createOrderViews } from './order-views';
import { createCalendar } from './calendar';
import { createShareLinks } from './share-links';
import { UncommittedPositions } from './uncommitted-positions';
import { createWebhookAdmin } from './webhook-admin';

/**
 * Every write and read the routes (and the demo) go through, and the live producer that turns their changes into
 * messages (app.ts feeds it the change stream).
 */
export function createDomain(deps: DomainDeps) {
  const newest = new NewestEstimates();
  const views = createOrderViews(deps, newest);
  const uncommitted = new UncommittedPositions();
  const live = new LiveProducer(deps, views, newest, uncommitted);
  const ingest = createOrderIngest(deps, views);
  const shares = createShareLinks(deps, views);
  return {
    ingest,
    feed: createOrderFeed(deps, ingest),
    webhooks: createWebhookAdmin(deps),
    idempotency: createIdempotency(deps),
    tracking: createOrderTracking(deps, views),
    doorstep: createDoorstepCard(deps, views),
    drivers: createDrivers(deps, uncommitted),
    views,
    shares,
    calendar: createCalendar(deps, shares),
    live,
  };
}

export type Domain = ReturnType<typeof createDomain>;
