import { isLiveStatus } from '@tracking/core';
import type { AccountRecord, OrderRecord, Store } from '../store/store';
import type { OrderFacts } from './order-view';

/** Reads what the order payload shows; the driver's position and route only while the order is live. */
export async function loadOrderFacts(
  store: Store,
  order: OrderRecord,
  account: AccountRecord,
): Promise<OrderFacts> {
  const driverId = isLiveStatus(order.statusCode) ? order.driverId : null;
  const [events, feedback, driverPosition, stopsBefore] = await Promise.all([
    store.listEvents(order.trackingId),
    store.latestFeedback(order.trackingId),
    driverId ? store.latestPosition(driverId) : undefined,
    driverId ? store.stopsBefore(driverId, order.trackingId) : undefined,
  ]);
  return { order, account, events, feedback, driverPosition, stopsBefore: stopsBefore ?? null };
}
