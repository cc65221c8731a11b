import { isFinalStatus } from '@tracking/core';
import type { OrderRecord } from './store/order-view-store';

/**
 * The order fields a status reached at `at` sets. The link's expiry counts from the first time the order
 * became final; a correction back to a non-final status reopens it.
 */
export function statusChange(
  order: Pick<OrderRecord, 'statusCode' | 'finalAt'>,
  statusCode: number,
  at: string,
): Pick<OrderRecord, 'statusCode' | 'finalAt'> {
  if (!isFinalStatus(statusCode)) return { statusCode, finalAt: null };
  const alreadyFinal = isFinalStatus(order.statusCode) && order.finalAt !== null;
  return { statusCode, finalAt: alreadyFinal ? order.finalAt : at };
}
