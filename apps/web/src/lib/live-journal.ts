import type { Order } from '@tracking/core';

/** A live update as it changes an order (merging it: live-connections.ts). */
export type OrderChange = (order: Order) => Order;

/**
 * The live updates merged into an order's cache while a request for the order is under way. The socket and the
 * request race: an answer read by the service before an update may arrive after it, and would put the older
 * estimate back for good. The updates noted meanwhile are applied to the answer again (merging is idempotent),
 * so an answer never undoes what the socket said.
 */
const journals = new Map<string, { changes: OrderChange[]; requests: number }>();

/** Notes an update merged into the order's cache; kept only while a request for the order is under way. */
export function noteLiveUpdate(trackingId: string, change: OrderChange): void {
  journals.get(trackingId)?.changes.push(change);
}

/** Runs a request for the order and applies the live updates that arrived meanwhile to its answer. */
export async function withLiveUpdates(trackingId: string, request: () => Promise<Order>): Promise<Order> {
  const journal = journals.get(trackingId) ?? { changes: [], requests: 0 };
  journals.set(trackingId, journal);
  journal.requests += 1;
  const from = journal.changes.length;
  try {
    const answer = await request();
    return journal.changes.slice(from).reduce((order, change) => change(order), answer);
  } finally {
    journal.requests -= 1;
    if (journal.requests === 0) journals.delete(trackingId);
  }
}
