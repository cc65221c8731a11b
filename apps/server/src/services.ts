import type { DomainDeps } from './order-view/deps';
import { createAnonymiser } from './order-view/anonymiser';
import type { PersonalData } from './order-view/personal-data';
import { createAccounts } from './features/ingest/accounts-service';
import { createMerchantKeys } from './features/ingest/merchant-keys-service';
import { createDoorstepCard } from './features/doorstep/doorstep-service';
import { createDrivers } from './features/ingest/drivers-service';
import { createIdempotency } from './features/ingest/idempotency-service';
import { LiveProducer } from './order-view/live-producer/live-producer';
import { NewestEstimates } from './order-view/newest-estimates';
import { createOrderFeed } from './features/ingest/order-feed-service';
import { createOrderIngest } from './features/ingest/orders-service';
import { createFeedback } from './features/feedback/feedback-service';
import { createPreferences } from './features/preferences/preferences-service';
import { createOrderViews } from './order-view/order-views';
import { createCalendar } from './features/calendar/calendar-service';
import { createShareLinks } from './features/share/share-service';
import { createPushSubscriptions } from './features/push/push-service';
import type { PushConfig } from './platform/config/config';
import { UncommittedPositions } from './order-view/uncommitted-positions';
import { DriverStopsCache } from './order-view/live-producer/driver-stops-cache';
import { createWebhookAdmin } from './features/webhooks/webhook-admin-service';
import { createWebhookEndpoints } from './features/webhooks/webhook-endpoints-service';
import { createStats } from './features/stats/stats-service';
import { createDisputes } from './features/dispute/dispute-service';

/**
 * Every write and read the routes (and the demo) go through, and the live producer that turns their changes into
 * messages (app.ts feeds it the change stream). `personalData`: the registry's entries, which anonymising runs.
 */
export function createDomain(
  deps: DomainDeps,
  personalData: readonly PersonalData[],
  push: Pick<PushConfig, 'endpointHosts' | 'allowHttp'>,
) {
  const newest = new NewestEstimates();
  const uncommitted = new UncommittedPositions();
  const views = createOrderViews(deps, newest, uncommitted);
  const live = new LiveProducer(deps, views, newest, uncommitted, new DriverStopsCache(deps.viewFeed));
  const ingest = createOrderIngest(deps, views);
  const shares = createShareLinks(deps, views);
  return {
    ingest,
    accounts: createAccounts(deps),
    merchantKeys: createMerchantKeys(deps),
    anonymiser: createAnonymiser(deps, personalData),
    feed: createOrderFeed(deps, ingest),
    webhooks: createWebhookAdmin(deps),
    webhookEndpoints: createWebhookEndpoints(deps),
    idempotency: createIdempotency(deps),
    preferences: createPreferences(deps, views),
    feedback: createFeedback(deps, views),
    disputes: createDisputes(deps, views),
    doorstep: createDoorstepCard(deps, views),
    drivers: createDrivers(deps, uncommitted),
    views,
    shares,
    calendar: createCalendar(deps, shares),
    push: createPushSubscriptions(deps, shares, push),
    stats: createStats(deps, views),
    live,
  };
}

export type Domain = ReturnType<typeof createDomain>;
