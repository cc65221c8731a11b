import { isFinalStatus, isLiveStatus, type Order } from '@tracking/core';

/**
 * Whether the order has an arrival to put in a calendar: while it is still to come, a day the recipient chose
 * (before the driver is on the way), an estimate or a delivery window. A delivered, failed or cancelled order,
 * or one with no time yet, has none (its feed would hold no planned event: the service's calendarEntry).
 */
export function hasArrivalToAdd(
  order: Pick<Order, 'statusCode' | 'deliveryDate' | 'promisedTime' | 'deliveryWindow'>,
): boolean {
  if (isFinalStatus(order.statusCode)) return false;
  const chosenDay = order.deliveryDate !== null && !isLiveStatus(order.statusCode);
  return chosenDay || order.promisedTime !== null || order.deliveryWindow !== null;
}
