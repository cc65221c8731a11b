import type { FeedbackBody, Order } from '@tracking/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isOrder, SERVICE_PATHS } from '@tracking/core';
import { orderQueryKey, reloadIfOrderGone } from '../../../lib/order-query-key';

/** POST /tracking/feedback?trackingId=… : a rating (and comment) on a final order; answers the order with it. */
export function sendFeedback(trackingId: string, body: FeedbackBody): Promise<Order> {
  const query = new URLSearchParams({ trackingId });
  return apiRequest(`${SERVICE_PATHS.feedback}?${query.toString()}`, {
    method: 'POST',
    body,
    isPayload: isOrder,
  });
}

/**
 * Sends feedback on demand; the order in the answer (carrying the feedback) replaces the cached one, and a
 * forbidden or expired answer turns the page into the app prompt.
 */
export function useSendFeedback(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) => sendFeedback(trackingId, body),
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(trackingId), order),
    onError: (error) => reloadIfOrderGone(queryClient, trackingId, error),
  });
}
