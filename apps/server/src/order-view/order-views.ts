import { isLiveStatus, type Order, type ServerMessage } from '@tracking/core';
import type { AccountRecord, OrderRecord } from './store/order-view-store';
import type { Store } from '../store/store';
import type { DomainDeps } from './deps';
import { accessFactsOf, linkValidUntil, orderAccess, type OrderAccess } from './order-access';
import { liveView, snapshotMessage } from './projection/live-view';
import { orderView } from './projection/order-view';
import type { NewestEstimates } from './newest-estimates';
import type { UncommittedPositions } from './uncommitted-positions';
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
/** Live orders read at once while warming up: the reads overlap, the connection pool keeps room for requests. */
const WARM_LANES = 4;
/** What a view is assumed to take when sizing the warm-up's read (views take 1.5 KB or so). */
const WARM_ENTRY_BYTES = 4096;

/** What a socket of an order whose link gives no access starts (and ends) with. */
const UNAUTHORIZED: ServerMessage = { type: 'unauthorized' };

export function createOrderViews(
  deps: DomainDeps,
  newest: NewestEstimates,
  uncommitted: UncommittedPositions,
) {
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
    orderView(await loadOrderFacts(from, found, { newest, uncommitted }, now().getTime()));

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
  function keptAnswer(
    trackingId: string,
  ): { answer: Buffer; validUntil: Date; accountId: string } | undefined {
    const kept = cache.peek(trackingId);
    if (!kept?.answer || !kept.linkOpened) return undefined;
    const at = now();
    if (orderAccess(kept.accessFacts, at, linkTtlDays) !== 'ok') return undefined;
    deps.viewLookup?.(true);
    const validUntil = linkValidUntil(kept.accessFacts.finalAt, at, linkTtlDays);
    return { answer: kept.answer, validUntil, accountId: kept.accountId };
  }

  /**
   * Reads the views of the live orders (on a route, out for delivery), newest first, into memory until half the
   * bound: at start, so the sockets of a restart's reconnect storm find their orders kept (a kept live view then
   * follows its messages, so it stays current). Resolves with how many were read.
   */
  async function warmLive(): Promise<number> {
    const room = deps.orderCacheBytes / 2;
    if (room === 0) return 0;
    const orders = await store.routedOpenOrders(Math.ceil(room / WARM_ENTRY_BYTES));
    const live = orders.filter((order) => isLiveStatus(order.statusCode));
    let next = 0;
    let read = 0;
    const lane = async () => {
      for (let order = live[next++]; order && cache.size.bytes < room; order = live[next++]) {
        const { trackingId } = order;
        await cache.read(trackingId, () => load(trackingId), false);
        read += 1;
      }
    };
    await Promise.all(Array.from({ length: WARM_LANES }, lane));
    return read;
  }

  /** Each kept answer's snapshot, made once: the sockets of an order share it until its view changes. */
  const snapshots = new WeakMap<Buffer, ServerMessage>();
  function snapshotOf(answer: Buffer): ServerMessage {
    let message = snapshots.get(answer);
    if (!message) {
      message = snapshotMessage(liveView(viewOfAnswer(answer)));
      snapshots.set(answer, message);
    }
    return message;
  }

  /**
   * What a socket starts from, for an order this instance holds with access given, without a read or a wait (a
   * reconnect storm's sockets); undefined for anything `snapshot` must judge.
   */
  function keptSnapshot(trackingId: string): ServerMessage | undefined {
    const kept = cache.peek(trackingId);
    if (!kept?.answer || orderAccess(kept.accessFacts, now(), linkTtlDays) !== 'ok') return undefined;
    deps.viewLookup?.(true);
    return snapshotOf(kept.answer);
  }

  return {
    link,
    keptAnswer,
    keptSnapshot,
    warmLive,
    view,
    current,
    /** Settles once the first opens under way are recorded. */
    idle: () => openings.idle(),
    /** Entries and bytes kept (metrics). */
    cacheSize: () => cache.size,
    /** What a link gives, without reading the order's view. */
    access: async (trackingId: string): Promise<OrderAccess> => (await current(trackingId)).access,
    /**
     * What a socket starts from: the live part of the view, or `unauthorized` when the link gives no access. The
     * same message object while the kept view is unchanged (the sockets' frame is encoded once from it).
     */
    async snapshot(trackingId: string) {
      const result = await current(trackingId);
      if (result.access !== 'ok') return { access: result.access, message: UNAUTHORIZED } as const;
      return { access: result.access, message: snapshotOf(result.answer) };
    },
  };
}

export type OrderViews = ReturnType<typeof createOrderViews>;
