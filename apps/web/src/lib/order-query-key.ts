import type { QueryClient } from '@tanstack/react-query';
import { orderGoneCode } from './api-client';

/** The cache key of an order: the tracking feature loads it there and the live socket merges updates into it. */
export const orderQueryKey = (trackingId: string) => ['order', trackingId] as const;

/**
 * After a refused write whose answer says the order is gone (access withdrawn, link expired): the cached order
 * is dropped and loaded again, so the page shows why (the app prompt or the not-found page).
 */
export function reloadIfOrderGone(queryClient: QueryClient, trackingId: string, error: unknown): void {
  if (orderGoneCode(error))
    void queryClient.resetQueries({ queryKey: orderQueryKey(trackingId), exact: true });
}
