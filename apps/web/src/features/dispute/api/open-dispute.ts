import type { DisputeBody, Order } from '@tracking/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isOrder, SERVICE_PATHS } from '@tracking/core';
import { orderQueryKey, reloadIfOrderGone } from '../../../lib/order-query-key';

/** POST /tracking/dispute?trackingId=… : a problem with a delivered order; answers the order with its dispute. */
export function openDispute(trackingId: string, body: DisputeBody): Promise<Order> {
  const query = new URLSearchParams({ trackingId });
  return apiRequest(`${SERVICE_PATHS.dispute}?${query.toString()}`, {
    method: 'POST',
    body,
    isPayload: isOrder,
  });
}

/** Sends the report on demand; the order in the answer replaces the cached one. */
export function useOpenDispute(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisputeBody) => openDispute(trackingId, body),
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(trackingId), order),
    onError: (error) => reloadIfOrderGone(queryClient, trackingId, error),
  });
}
