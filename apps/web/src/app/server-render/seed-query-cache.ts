import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { orderQueryKey } from '../../lib/order-query-key';
import type { PageData } from './page-data';

/**
 * Puts what the server found into the query cache, on the server before rendering and in the browser before
 * hydrating, so both render the same and the browser asks for nothing: the order as fresh data, or the
 * service's refusal as the query's error (not retried on mount: the answer would be the same, and each ask of
 * an unknown id counts against the visitor's limit).
 */
export function seedQueryCache(queryClient: QueryClient, data: PageData, now: number): void {
  const queryKey = orderQueryKey(data.trackingId);
  if (data.order) {
    queryClient.setQueryData(queryKey, data.order, { updatedAt: now });
    return;
  }
  if (!data.error) return;
  const { message, status, code } = data.error;
  queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  queryClient.getQueryCache().build(
    queryClient,
    { queryKey },
    {
      data: undefined,
      dataUpdateCount: 0,
      dataUpdatedAt: 0,
      error: new ApiError(message, status, [], code),
      errorUpdateCount: 1,
      errorUpdatedAt: now,
      fetchFailureCount: 1,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'error',
      fetchStatus: 'idle',
    },
  );
}
