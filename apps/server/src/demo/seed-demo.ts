import type { DeliveryAddress } from '@tracking/core';
import type { DomainDeps } from '../order-view/deps';
import { createDomain, type Domain } from '../services';
import { personalDataEntries } from '../charters';
import { WRITE_ONLY_FEED } from '../order-view/view-cache/view-feed';
import { createOrderBodySchema } from '@tracking/core/schemas';
import type { Store } from '../store/store';
import type { DemoOrder } from './demo-order-types';
import { demoOrders } from './demo-orders';
import { trailTowards } from './driver-trail';
import { demoDeliveryHistory, writePastDeliveries } from './delivery-history';
import { createCursors, cursorKey } from '../platform/paging/cursor';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface DemoLink {
  country: string;
  trackingId: string;
  shows: string;
}

type SeedDeps = Pick<DomainDeps, 'store' | 'changes' | 'linkTtlDays'>;

/** The order as ingest would send it, checked by the same schema. */
function orderInput(
  demo: DemoOrder,
  address: DeliveryAddress,
  externalId: string,
  statusCode: number,
  now: Date,
) {
  const window = demo.deliveryWindowInHours;
  const { id: accountId, ...account } = demo.account;
  const hoursFromNow = (hours: number) =>
    new Date(Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS + hours * HOUR_MS);
  return createOrderBodySchema.parse({
    externalId,
    accountId,
    account,
    statusCode,
    promisedTime: demo.promisedInMinutes
      ? new Date(now.getTime() + demo.promisedInMinutes * MINUTE_MS).toISOString()
      : null,
    deliveryWindow: window
      ? { start: hoursFromNow(window.from).toISOString(), end: hoursFromNow(window.to).toISOString() }
      : null,
    deliveryAddress: address,
    pickupAddress: demo.pickupAddress ?? null,
    serviceType: demo.serviceType ?? 'delivery',
    deliveryRequirements: demo.requirements ?? {},
    driverId: demo.driver?.id ?? null,
  });
}

/** Other orders on the demo driver's route, then the route itself and a trail of positions. */
async function seedDriver(domain: Domain, demo: DemoOrder, trackingId: string, now: Date) {
  const driver = demo.driver;
  const liveStep = demo.steps.at(-1);
  if (!driver || !liveStep) return;
  const stops: string[] = [];
  for (const [index, address] of driver.stopsBefore.entries()) {
    const input = orderInput(demo, address, `${demo.externalId}-stop-${index + 1}`, liveStep.statusCode, now);
    stops.push((await domain.ingest.createOrder(input)).order.trackingId);
  }
  await domain.drivers.replaceRoute(
    driver.id,
    [...stops, trackingId].map((stop) => ({ trackingId: stop })),
  );
  const destination = demo.address;
  const start = { lat: destination.lat + driver.start.lat, lng: destination.lng + driver.start.lng };
  const trail = trailTowards(start, destination, 6, 0.6);
  const positions = trail.map((point, index) => ({
    ...point,
    speed: 8,
    at: new Date(now.getTime() - (trail.length - 1 - index) * 30_000).toISOString(),
  }));
  await domain.drivers.ingestPositions(driver.id, positions);
}

/**
 * Seeds one demo order per supported country when the store holds no order, through the domain as ingest
 * would (with the clock set to each step's time, so timelines and expiry read true), and a month of past
 * deliveries per merchant (delivery-history.ts) for the arrival windows to be drawn from. False when not empty.
 */
export async function seedDemoIfEmpty(deps: SeedDeps, now = new Date()): Promise<boolean> {
  if ((await deps.store.countOrders()) > 0) return false;
  let clock = now;
  // This domain only writes, on its own clock; the service's live producer handles the changes it announces.
  const domain = createDomain(
    {
      ...deps,
      now: () => clock,
      outlet: { publish: () => undefined },
      viewFeed: WRITE_ONLY_FEED,
      orderCacheBytes: 0,
      // The demo pages through nothing: cursors signed with a key of its own.
      cursors: createCursors(cursorKey(undefined, [])),
      onError: () => undefined,
      // The demo sends no feedback; the limits only need to be there.
      feedback: { perHour: 1, kept: 1 },
    },
    personalDataEntries,
    // The demo subscribes no browser.
    { endpointHosts: [], allowHttp: false },
  );
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);
  for (const demo of demoOrders(deps.linkTtlDays)) {
    const [created, ...later] = demo.steps;
    if (!created) continue;
    clock = minutesAgo(created.minutesAgo);
    const input = orderInput(demo, demo.address, demo.externalId, created.statusCode, now);
    const { trackingId } = (await domain.ingest.createOrder(input)).order;
    if (demo.preferences) await domain.preferences.save(trackingId, demo.preferences);
    for (const step of later) {
      clock = minutesAgo(step.minutesAgo);
      await domain.ingest.addEvent(trackingId, {
        statusCode: step.statusCode,
        imageUrls: step.imageUrls ?? [],
      });
    }
    clock = now;
    if (demo.timeDiffMinutes)
      await domain.ingest.updateOrder(trackingId, { timeDiff: demo.timeDiffMinutes * MINUTE_MS });
    await seedDriver(domain, demo, trackingId, now);
  }
  await writePastDeliveries(deps.store, demoDeliveryHistory(demoMerchants(deps.linkTtlDays), now));
  return true;
}

/** Each demo merchant once, with the address of its first demo order (where its past deliveries went). */
function demoMerchants(linkTtlDays: number) {
  const merchants = new Map<string, { id: string; address: DeliveryAddress }>();
  for (const demo of demoOrders(linkTtlDays))
    if (!merchants.has(demo.account.id))
      merchants.set(demo.account.id, { id: demo.account.id, address: demo.address });
  return [...merchants.values()];
}

/** The demo orders present in the store, with what each link shows. */
export async function demoLinks(store: Store, linkTtlDays: number): Promise<DemoLink[]> {
  const links: DemoLink[] = [];
  for (const demo of demoOrders(linkTtlDays)) {
    const [found] = await store.findOrdersByExternalId(demo.externalId, demo.account.id);
    const trackingId = found?.trackingId;
    if (trackingId) links.push({ country: demo.country, trackingId, shows: demo.shows });
  }
  return links;
}
