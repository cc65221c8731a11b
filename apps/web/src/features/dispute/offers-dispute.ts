import { canDispute, type Order } from '@tracking/core';

/**
 * Whether the order page has a dispute card: the recipient's own link (not a share), with a dispute to show, or
 * a delivery recent enough to report a problem with.
 */
export function offersDispute(
  order: Pick<Order, 'shared' | 'dispute' | 'deliveryProof'>,
  now: Date,
): boolean {
  if (order.shared) return false;
  return order.dispute !== null || canDispute(order.deliveryProof?.at ?? null, now);
}
