import type { Order, PreferencesBody } from '@tracking/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { isOrder, SERVICE_PATHS } from '@tracking/core';
import { orderQueryKey, reloadIfOrderGone } from '../../../lib/order-query-key';

/** POST /tracking/preferences?trackingId=… : saves and confirms; answers the order with them. */
export function savePreferences(trackingId: string, body: PreferencesBody): Promise<Order> {
  const query = new URLSearchParams({ trackingId });
  return apiRequest(`${SERVICE_PATHS.preferences}?${query.toString()}`, {
    method: 'POST',
    body,
    isPayload: isOrder,
  });
}

/** True when the service refused because the order moved on: preferences can no longer be changed. */
export function isTooLate(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * Saves preferences on demand. The order in the answer replaces the cached one, so the order page sees them
 * confirmed and does not send the recipient back here; after a 409 the order is loaded again to show why, and
 * after a forbidden or expired answer the page turns into the app prompt.
 */
export function useSavePreferences(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) => savePreferences(trackingId, body),
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(trackingId), order),
    onError: (error) => {
      if (isTooLate(error)) void queryClient.invalidateQueries({ queryKey: orderQueryKey(trackingId) });
      reloadIfOrderGone(queryClient, trackingId, error);
    },
  });
}
