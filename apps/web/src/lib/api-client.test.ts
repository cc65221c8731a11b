import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, isClientError } from './api-client';

const isPoint = (value: unknown): value is { lat: number; lng: number } =>
  typeof value === 'object' && value !== null && typeof (value as { lat?: unknown }).lat === 'number';

function respondWith(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the payload of an OK response, asking for JSON and claiming no body', async () => {
    const fetchMock = respondWith(200, JSON.stringify({ status: 'OK', payload: { lat: 1, lng: 2 } }));
    await expect(apiRequest('/tracking/?trackingId=a', { isPayload: isPoint })).resolves.toEqual({
      lat: 1,
      lng: 2,
    });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect([headers.get('accept'), headers.get('content-type')]).toEqual(['application/json', null]);
  });

  it('sends a form as it is, leaving its content type (and boundary) to the browser', async () => {
    const fetchMock = respondWith(200, JSON.stringify({ status: 'OK', payload: { lat: 1, lng: 2 } }));
    const form = new FormData();
    form.set('lat', '1');
    await apiRequest('/x', { method: 'PUT', form, isPayload: isPoint });
    const init = fetchMock.mock.calls[0]?.[1];
    expect([init?.body, new Headers(init?.headers).get('content-type')]).toEqual([form, null]);
  });

  it('sends a JSON body on POST', async () => {
    const fetchMock = respondWith(200, JSON.stringify({ status: 'OK', payload: { lat: 1, lng: 2 } }));
    await apiRequest('/x', { method: 'POST', body: { rating: 5 }, isPayload: isPoint });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"rating":5}');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('content-type')).toBe('application/json');
  });

  it.each([
    [404, JSON.stringify({ message: 'Order not found' }), '', 'Order not found'],
    [410, JSON.stringify({ message: 'Order has expired' }), '', 'Order has expired'],
    [
      400,
      JSON.stringify({ message: 'Invalid', errors: [{ key: 'trackingId', message: 'Too short' }] }),
      '',
      'Invalid (trackingId: Too short)',
    ],
    [500, JSON.stringify({}), '', 'Something went wrong!'],
    [502, '<html>bad gateway</html>', 'Bad Gateway', 'Bad Gateway'],
  ])('a %s response fails with its catalogue message', async (status, body, statusText, message) => {
    respondWith(status, body, statusText);
    const error = await failure(apiRequest('/x', { isPayload: isPoint }));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it('keeps the field errors of the body, for forms to show by their fields', async () => {
    const errors = [
      { key: 'deliveryPreference', message: 'Must be 10, 20 or 30' },
      { key: 'instructions', message: 'Too long' },
    ];
    respondWith(400, JSON.stringify({ message: 'Invalid request', errors }));
    expect((await failure(apiRequest('/x', { isPayload: isPoint }))).fieldErrors).toEqual(errors);
    respondWith(409, JSON.stringify({ message: 'Preferences can no longer be changed' }));
    expect((await failure(apiRequest('/x', { isPayload: isPoint }))).fieldErrors).toEqual([]);
  });

  it('fails with the body message when the status is not OK', async () => {
    respondWith(200, JSON.stringify({ status: 'ERROR', message: 'Forbidden' }));
    expect((await failure(apiRequest('/x', { isPayload: isPoint }))).message).toBe('Forbidden');
  });

  it('fails with the fallback message when the payload has the wrong shape', async () => {
    respondWith(200, JSON.stringify({ status: 'OK', payload: { lat: 'north' } }));
    expect((await failure(apiRequest('/x', { isPayload: isPoint }))).message).toBe('Something went wrong!');
  });

  it.each([
    [403, { message: 'Forbidden', code: 'forbidden' }, 'forbidden'],
    [404, { message: 'Order not found', code: 'order_not_found' }, 'order_not_found'],
    [410, { message: 'Order has expired' }, 'order_expired'],
    [502, {}, 'internal'],
  ])('a %s answer carries the code the page decides on', async (status, body, code) => {
    respondWith(status, JSON.stringify(body));
    expect((await failure(apiRequest('/x', { isPayload: isPoint }))).code).toBe(code);
  });

  it('has no code when no answer arrived', () => {
    expect(new ApiError('Failed to fetch', 0).code).toBeNull();
  });
});

describe('isClientError', () => {
  it.each([
    [new ApiError('x', 404), true],
    [new ApiError('x', 499), true],
    [new ApiError('x', 500), false],
    [new ApiError('x', 0), false],
    [new Error('x'), false],
  ])('%s is a client error: %s', (error, expected) => expect(isClientError(error)).toBe(expected));
});
