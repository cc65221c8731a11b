import type { Order } from '../order/order-schema';
import { isRecord } from './is-record';

/**
 * A light shape check of an order the service sent (it built it from orderSchema); enough that a page never
 * renders half an order. The page does not ship zod to repeat the full schema. Every call that answers with
 * the order (loading it, saving preferences, sending feedback) checks its payload with this.
 */
export function isOrder(value: unknown): value is Order {
  return (
    isRecord(value) &&
    typeof value.trackingId === 'string' &&
    typeof value.statusCode === 'number' &&
    isRecord(value.deliveryAddress) &&
    typeof value.deliveryAddress.country_code === 'string' &&
    typeof value.timeZone === 'string' &&
    isRecord(value.deliveryRequirements) &&
    isRecord(value.account) &&
    typeof value.account.name === 'string' &&
    Array.isArray(value.events)
  );
}
