import type { IngestOrderView } from '@tracking/core';
import type { ChangePosition } from './order-feed-store';
import type { DomainDeps } from '../../order-view/deps';
import type { OrderIngest } from './orders-service';

/** A page of orders, and the cursor of the next one (null when there is none yet). */
export interface OrderPage {
  orders: IngestOrderView[];
  nextCursor: string | null;
}

const isPosition = (value: unknown): value is [number, string] =>
  Array.isArray(value) &&
  value.length === 2 &&
  Number.isSafeInteger(value[0]) &&
  typeof value[1] === 'string';

/**
 * How the provider finds orders: by the merchant's externalId, or through the change feed, every order changed since a
 * time in commit order. A change committed while a client pages comes after its cursor, so following nextCursor
 * misses none and repeats none; an order changed again shows up again, later, with its new state.
 */
export function createOrderFeed({ store, cursors }: DomainDeps, ingest: OrderIngest) {
  return {
    /** The account's order with the merchant's externalId; without an account, every account's. */
    async byExternalId(externalId: string, accountId?: string): Promise<OrderPage> {
      const orders = await store.transaction(async (tx) => {
        const found = await tx.findOrdersByExternalId(externalId, accountId);
        const views: IngestOrderView[] = [];
        for (const { trackingId } of found) views.push(await ingest.view(trackingId, tx));
        return views;
      });
      return { orders, nextCursor: null };
    },

    /**
     * The changes after the cursor (or since `updatedSince`). The last page's cursor is kept too: the client
     * polls with it for changes still to come.
     */
    async changes(query: {
      accountId?: string;
      updatedSince?: string;
      cursor?: string;
      limit: number;
    }): Promise<OrderPage> {
      const after = query.cursor === undefined ? undefined : cursors.decode(query.cursor, isPosition);
      // One transaction: the orders are read as of the moment their changes were listed, so a later change is
      // seen on a later page and not already here.
      const { positions, orders } = await store.transaction(async (tx) => {
        const positions = await tx.listOrderChanges({
          accountId: query.accountId,
          updatedSince: query.updatedSince,
          after: after && { changeSeq: after[0], trackingId: after[1] },
          limit: query.limit,
        });
        const orders: IngestOrderView[] = [];
        for (const position of positions) orders.push(await ingest.view(position.trackingId, tx));
        return { positions, orders };
      });
      const last: ChangePosition | undefined = positions.at(-1);
      const nextCursor = last ? cursors.encode([last.changeSeq, last.trackingId]) : (query.cursor ?? null);
      return { orders, nextCursor };
    },
  };
}

export type OrderFeed = ReturnType<typeof createOrderFeed>;
