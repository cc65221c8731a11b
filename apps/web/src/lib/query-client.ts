import { onlineManager, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { isClientError, orderGoneCode } from './api-client';

const MAX_RETRIES = 2;

/** Retries network and server failures a couple of times; a 4xx answer would only repeat itself. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < MAX_RETRIES;
}

/**
 * A query whose answer says its order is gone (access withdrawn, link expired, no such order) drops the data it
 * held, so nothing of the order (address, instructions, photos) stays in the cache or on screen.
 */
export function dropGoneData(
  error: unknown,
  query: Pick<Query<unknown, unknown>, 'state' | 'setState'>,
): void {
  if (orderGoneCode(error) && query.state.data !== undefined)
    query.setState({ data: undefined, dataUpdatedAt: 0 });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: dropGoneData }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 15_000 },
      // POSTs run on demand and are never repeated behind the recipient's back.
      mutations: { retry: false },
    },
  });
}

/**
 * The query cache assumes a network until told otherwise; a page loaded offline (from the service worker) has
 * none, and its `online` event must count as a reconnect. In the browser only, at start.
 */
export function startFromBrowserOnline(): void {
  onlineManager.setOnline(navigator.onLine);
}
