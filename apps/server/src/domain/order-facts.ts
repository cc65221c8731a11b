import { isFinalStatus, isLiveStatus } from '@tracking/core';
import type { AccountRecord, OrderRecord, Store } from '../store/store';
import type { OrderFacts } from './order-view';

/**
 * Reads what the order payload shows, and only that: the driver's position and place on the route while the
 * order is live, feedback once it is final (the only time feedback can be given).
 */
export async function loadOrderFacts(
  store: Store,
  order: OrderRecord,
  account: AccountRecord,
): Promise<OrderFacts> {
  const driverId = isLiveStatus(order.statusCode) ? order.driverId : null;
  const [events, feedback, driverPosition, stopsBefore] = await Promise.all([
    store.listEvents(order.trackingId),
    isFinalStatus(order.statusCode) ? store.latestFeedback(order.trackingId) : undefined,
    driverId ? store.latestPosition(driverId) : undefined,
    driverId ? store.stopsBefore(driverId, order.trackingId) : undefined,
  ]);
  return { order, account, events, feedback, driverPosition, stopsBefore: stopsBefore ?? null };
}
