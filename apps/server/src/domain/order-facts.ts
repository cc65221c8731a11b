import { isFinalStatus, isLiveStatus } from '@tracking/core';
import type { AccountRecord, OrderRecord, Store } from '../store/store';
import { ETA_HISTORY_READ_LIMIT, etaHistoryFrom } from './eta-history';
import type { OrderFacts } from './order-view';

/**
 * Reads what the order payload shows, and only that: the driver's position and place on the route while the
 * order is live, feedback once it is final (the only time feedback can be given), the estimate history while
 * live or final (the engine estimates only while a driver carries the parcel).
 */
export async function loadOrderFacts(
  store: Store,
  order: OrderRecord,
  account: AccountRecord,
): Promise<OrderFacts> {
  const live = isLiveStatus(order.statusCode);
  const final = isFinalStatus(order.statusCode);
  const driverId = live ? order.driverId : null;
  const [events, feedback, driverPosition, stopsBefore, estimates] = await Promise.all([
    store.listEvents(order.trackingId),
    final ? store.latestFeedback(order.trackingId) : undefined,
    driverId ? store.latestPosition(driverId) : undefined,
    driverId ? store.stopsBefore(driverId, order.trackingId) : undefined,
    live || final ? store.listEstimates(order.trackingId, ETA_HISTORY_READ_LIMIT) : [],
  ]);
  return {
    order,
    account,
    events,
    feedback,
    driverPosition,
    stopsBefore: stopsBefore ?? null,
    etaHistory: etaHistoryFrom(estimates),
  };
}
