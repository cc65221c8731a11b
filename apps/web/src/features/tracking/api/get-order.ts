import { isFinalStatus, type Order, isOrder, SERVICE_PATHS } from '@tracking/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { answeredAt, markHeard } from '../../../lib/last-heard';
import { withLiveUpdates } from '../../../lib/live-journal';
import { orderQueryKey } from '../../../lib/order-query-key';

/**
 * How often an open page asks again while the parcel is still moving (live updates arrive faster); the answer
 * also tells a page whose link lost its access (lib/query-client drops the order then).
 */
const REFRESH_MS = 60_000;
/** A final order is asked again now and then, so a provider's correction back to live reaches the page. */
const FINAL_REFRESH_MS = 5 * 60_000;

/** GET /tracking/?trackingId=… : the order, or an ApiError with the catalogue message. */
export function getOrder(trackingId: string, signal?: AbortSignal): Promise<Order> {
  const query = new URLSearchParams({ trackingId });
  return apiRequest(`${SERVICE_PATHS.tracking}/?${query.toString()}`, {
    isPayload: isOrder,
    signal,
    // Offline, the service worker answers with the copy it kept: its Date says how old the order shown is.
    onAnswer: (response) => markHeard(answeredAt(response)),
  });
}

export function orderQueryOptions(trackingId: string) {
  return queryOptions({
    queryKey: orderQueryKey(trackingId),
    // The signal cancels the request when the view is left, so a late answer is ignored. Live updates that
    // arrive while it is under way stay merged: the answer may have been read before them.
    queryFn: ({ signal }) => withLiveUpdates(trackingId, () => getOrder(trackingId, signal)),
    refetchInterval: (query) => {
      const order = query.state.data;
      if (!order) return false;
      return isFinalStatus(order.statusCode) ? FINAL_REFRESH_MS : REFRESH_MS;
    },
    // Back in the tab, the recipient sees the order as it is now, or learns at once that the link closed.
    refetchOnWindowFocus: 'always',
    // Back online, the order is asked again at once, however recently it was loaded (it may be a kept copy).
    refetchOnReconnect: 'always',
    // Asked once even offline, where the service worker may answer with its copy; retries wait for the network.
    networkMode: 'offlineFirst',
  });
}

/** The order of a tracking link, loaded on mount. */
export function useOrder(trackingId: string) {
  return useQuery(orderQueryOptions(trackingId));
}
