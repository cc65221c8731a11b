import { isLiveStatus, type Order } from '@tracking/core';
import type { AccountRecord, OrderRecord } from './store/order-view-store';
import type { Store } from '../store/store';
import type { DomainDeps } from './deps';
import { accessFactsOf, linkValidUntil, orderAccess, type OrderAccess } from './order-access';
import { liveView, snapshotMessage } from './projection/live-view';
import { orderView } from './projection/order-view';
import type { NewestEstimates } from './newest-estimates';
import { loadOrderFacts } from './projection/read-model';
import {
  OrderViewCache,
  viewOfAnswer,
  type CachedOrder,
  type LoadedOrder,
} from './view-cache/order-view-cache';
import { noticeOfChange } from './view-cache/view-notice';
import { createLinkOpenings } from './link-opened';

export interface OrderWithAccount {
  order: OrderRecord;
  account: AccountRecord;
}

/** An order behind a link, or why the link gives none. */
export type LinkResult =
  { access: 'ok'; found: OrderWithAccount } | { access: Exclude<OrderAccess, 'ok'>; found?: undefined };

/** What a link gives now, read from the views kept in memory: the encoded answer and its account when allowed. */
export type CurrentView =
  | { access: 'ok'; answer: Buffer; accountId: string; validUntil: Date }
  | { access: Exclude<OrderAccess, 'ok'>; answer?: undefined };

/**
 * Reads orders as recipients see them: access decided once, one projection for every transport. Reads outside a
 * transaction come from the views kept in memory (view-cache/), which every committed change keeps true on every
 * instance; writes read the store inside their transaction.
 */
export function createOrderViews(deps: DomainDeps, newest: NewestEstimates) {
  const { store, now, linkTtlDays } = deps;
  const cache = new OrderViewCache(deps.orderCacheBytes, deps.viewFeed, deps.viewLookup);
  const openings = createLinkOpenings(deps);
  deps.changes.on('change', (change) => {
    const notice = noticeOfChange(change);
    if (notice) cache.announce(notice);
  });

  async function link(from: Store, trackingId: string): Promise<LinkResult> {
    const found = await from.findOrderWithAccount(trackingId);
    const access = orderAccess(found && accessFactsOf(found), now(), linkTtlDays);
    return access === 'ok' && found ? { access, found } : { access: access === 'ok' ? 'missing' : access };
  }

  const view = async (from: Store, found: OrderWithAccount): Promise<Order> =>
    orderView(await loadOrderFacts(from, found, newest));

  /** What the cache keeps of a link: the facts that decide access, and the view while there is access. */
  async function load(trackingId: string): Promise<LoadedOrder | undefined> {
    const found = await store.findOrderWithAccount(trackingId);
    if (!found) return undefined;
    const accessFacts = accessFactsOf(found);
    const allowed = orderAccess(accessFacts, now(), linkTtlDays) === 'ok';
    return {
      accessFacts,
      accountId: found.order.accountId,
      driverId: found.order.driverId,
      linkOpened: found.order.linkOpenedAt != null,
      live: isLiveStatus(found.order.statusCode),
      view: allowed ? () => view(store, found) : undefined,
    };
  }

  /**
   * Expiry is decided here, at every read, never kept. `opening`: the recipient opened the order's own link (its
   * page or its answer), whose first open is reported.
   */
  async function current(trackingId: string, opening = false): Promise<CurrentView> {
    const kept: CachedOrder | undefined = await cache.read(trackingId, () => load(trackingId));
    const at = now();
    const access = orderAccess(kept?.accessFacts, at, linkTtlDays);
    if (access !== 'ok') return { access };
    // Kept without an answer only while access was denied; a change that gives it back drops the entry.
    if (!kept?.answer) return { access: 'forbidden' };
    if (opening && !kept.linkOpened) {
      kept.linkOpened = true;
      openings.opened(trackingId, kept.accountId, at);
    }
    const validUntil = linkValidUntil(kept.accessFacts.finalAt, at, linkTtlDays);
    return { access, answer: kept.answer, accountId: kept.accountId, validUntil };
  }

  /**
   * The answer of `GET /tracking/` for an order's own id when this instance holds it and its first open was
   * reported: what `current(id, true)` gives, without a read. Undefined sends the caller the whole way.
   */
  function keptAnswer(trackingId: string): { answer: Buffer; validUntil: Date } | undefined {
    const kept = cache.peek(trackingId);
    if (!kept?.answer || !kept.linkOpened) return undefined;
    const at = now();
    if (orderAccess(kept.accessFacts, at, linkTtlDays) !== 'ok') return undefined;
    deps.viewLookup?.(true);
    return { answer: kept.answer, validUntil: linkValidUntil(kept.accessFacts.finalAt, at, linkTtlDays) };
  }

  return {
    link,
    keptAnswer,
    view,
    current,
    /** Settles once the first opens under way are recorded. */
    idle: () => openings.idle(),
    /** Entries and bytes kept (metrics). */
    cacheSize: () => cache.size,
    /** What a link gives, without reading the order's view. */
    access: async (trackingId: string): Promise<OrderAccess> => (await current(trackingId)).access,
    /** What a socket starts from: the live part of the view, or `unauthorized` when the link gives no access. */
    async snapshot(trackingId: string) {
      const result = await current(trackingId);
      if (result.access !== 'ok')
        return { access: result.access, message: { type: 'unauthorized' } } as const;
      return { access: result.access, message: snapshotMessage(liveView(viewOfAnswer(result.answer))) };
    },
  };
}

export type OrderViews = ReturnType<typeof createOrderViews>;
