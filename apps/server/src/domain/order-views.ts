import type { Order } from '@tracking/core';
import type { AccountRecord, OrderRecord, Store } from '../store/store';
import type { DomainDeps } from './deps';
import { accessFactsOf, orderAccess, type OrderAccess } from './order-access';
import { liveView, snapshotMessage } from './projection/live-view';
import { orderView } from './projection/order-view';
import type { NewestEstimates } from './newest-estimates';
import { loadOrderFacts } from './projection/read-model';

export interface OrderWithAccount {
  order: OrderRecord;
  account: AccountRecord;
}

/** An order behind a link, or why the link gives none. */
export type LinkResult =
  { access: 'ok'; found: OrderWithAccount } | { access: Exclude<OrderAccess, 'ok'>; found?: undefined };

/** Reads orders as recipients see them: access decided once, one projection for every transport. */
export function createOrderViews({ store, now, linkTtlDays }: DomainDeps, newest: NewestEstimates) {
  async function link(from: Store, trackingId: string): Promise<LinkResult> {
    const found = await from.findOrderWithAccount(trackingId);
    const access = orderAccess(found && accessFactsOf(found), now(), linkTtlDays);
    return access === 'ok' && found ? { access, found } : { access: access === 'ok' ? 'missing' : access };
  }

  const view = async (from: Store, found: OrderWithAccount): Promise<Order> =>
    orderView(await loadOrderFacts(from, found, newest));

  return {
    link,
    view,
    /** What a link gives, without reading the order's view. */
    access: async (trackingId: string): Promise<OrderAccess> => (await link(store, trackingId)).access,
    /** What a socket starts from: the live part of the view, or `unauthorized` when the link gives no access. */
    async snapshot(trackingId: string) {
      const result = await link(store, trackingId);
      if (result.access !== 'ok')
        return { access: result.access, message: { type: 'unauthorized' } } as const;
      return { access: result.access, message: snapshotMessage(liveView(await view(store, result.found))) };
    },
  };
}

export type OrderViews = ReturnType<typeof createOrderViews>;
