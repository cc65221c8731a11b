import type { QueryClient } from '@tanstack/react-query';
import { orderGoneCode } from './api-client';

/** The cache key of an order: the tracking feature loads it there and the live socket merges updates into it. */
export const orderQueryKey = (trackingId: string) => ['order', trackingId] as const;

/**
 * Drops the cached order at once and loads it again, for when the service said the page may no longer hold it:
 * nothing of it stays on screen, and the new answer shows why (the app prompt or the not-found page).
 */
export function dropAndReloadOrder(queryClient: QueryClient, trackingId: string): void {
  void queryClient.resetQueries({ queryKey: orderQueryKey(trackingId), exact: true });
}

/** After a refused write whose answer says the order is gone (access withdrawn, link expired). */
export function reloadIfOrderGone(queryClient: QueryClient, trackingId: string, error: unknown): void {
  if (orderGoneCode(error)) dropAndReloadOrder(queryClient, trackingId);
}
