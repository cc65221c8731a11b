import { isFinalStatus, type Order } from '@tracking/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryKey } from '../../../lib/order-query-key';

/** How often an open page asks again while the parcel is still moving (live updates arrive faster). */
const REFRESH_MS = 60_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A light shape check of the order the service sent (it built it from orderSchema); enough that the page
 * never renders half an order. The page does not ship zod to repeat the full schema.
 */
export function isOrder(value: unknown): value is Order {
  return (
    isRecord(value) &&
    typeof value.trackingId === 'string' &&
    typeof value.statusCode === 'number' &&
    isRecord(value.deliveryAddress) &&
    typeof value.deliveryAddress.country_code === 'string' &&
    isRecord(value.deliveryRequirements) &&
    isRecord(value.account) &&
    typeof value.account.name === 'string' &&
    Array.isArray(value.events)
  );
}

/** GET /tracking/?trackingId=… : the order, or an ApiError with the catalogue message. */
export function getOrder(trackingId: string, signal?: AbortSignal): Promise<Order> {
  const query = new URLSearchParams({ trackingId });
  return apiRequest(`/tracking/?${query.toString()}`, { isPayload: isOrder, signal });
}

export function orderQueryOptions(trackingId: string) {
  return queryOptions({
    queryKey: orderQueryKey(trackingId),
    // The signal cancels the request when the view is left, so a late answer is ignored.
    queryFn: ({ signal }) => getOrder(trackingId, signal),
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && !isFinalStatus(order.statusCode) ? REFRESH_MS : false;
    },
  });
}

/** The order of a tracking link, loaded on mount. */
export function useOrder(trackingId: string) {
  return useQuery(orderQueryOptions(trackingId));
}
