import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it.each([
    [0, new ApiError('Order not found', 404), false],
    [0, new ApiError('Order has expired', 410), false],
    [0, new ApiError('Bad Gateway', 502), true],
    [1, new TypeError('Failed to fetch'), true],
    [2, new ApiError('Bad Gateway', 502), false],
  ])('after %s failures of %s: retry %s', (count, error, expected) =>
    expect(shouldRetry(count, error)).toBe(expected),
  );
});

describe('a query whose order is gone', () => {
  const key = ['order', 'TRK-GONE'];
  const order = { street: 'Vesterbrogade 1' };

  async function failWith(error: Error) {
    const client = createQueryClient();
    client.setQueryData(key, order);
    await client
      .fetchQuery({
        queryKey: key,
        queryFn: () => Promise.reject(error),
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined);
    return client.getQueryState(key);
  }

  it.each([
    ['forbidden', new ApiError('Forbidden', 403)],
    ['expired', new ApiError('Order has expired', 410)],
    ['missing', new ApiError('Order not found', 404, [], 'order_not_found')],
  ])('drops the order it held when %s', async (_, error) => {
    const state = await failWith(error);
    expect(state?.data).toBeUndefined();
    expect(state?.error).toBe(error);
  });

  it.each([
    ['a server error', new ApiError('Bad Gateway', 502)],
    ['too many requests', new ApiError('Too many requests', 429)],
    ['no answer', new TypeError('Failed to fetch')],
  ])('keeps the order after %s', async (_, error) => {
    expect((await failWith(error))?.data).toEqual(order);
  });
});
