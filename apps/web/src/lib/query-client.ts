import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client';

const MAX_RETRIES = 2;

/** Retries network and server failures a couple of times; a 4xx answer would only repeat itself. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 15_000 },
      // POSTs run on demand and are never repeated behind the recipient's back.
      mutations: { retry: false },
    },
  });
}
