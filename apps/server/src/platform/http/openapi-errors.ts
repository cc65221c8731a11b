import type { ErrorBody } from '@tracking/core';

type Example = ErrorBody & { message: string };

/** What each error status looks like, for the document's examples; the messages are the service's own. */
export const ERROR_EXAMPLES: Record<number, Example> = {
  400: {
    message: 'Invalid request',
    code: 'invalid_request',
    errors: [{ key: 'deliveryAddress.postalCode', message: 'Required' }],
  },
  401: { message: 'Unauthorized', code: 'unauthorized' },
  403: { message: 'Forbidden', code: 'forbidden' },
  404: { message: 'Order not found', code: 'order_not_found' },
  409: { message: 'Order has been anonymised', code: 'conflict' },
  410: { message: 'Order has expired', code: 'order_expired' },
  413: { message: 'Request body is too large', code: 'payload_too_large' },
  415: { message: 'Content type must be application/json', code: 'unsupported_media_type' },
  422: { message: 'This Idempotency-Key was used with another request', code: 'idempotency_mismatch' },
  429: { message: 'Too many requests', code: 'too_many_requests' },
  500: { message: 'Something went wrong on our side', code: 'internal' },
  503: {
    message: 'The service cannot save or read data right now; try again shortly',
    code: 'unavailable',
  },
};

/** Errors any route may answer, beside the ones it declares, and when. */
export function implicitErrors(route: {
  hasBody: boolean;
  guarded: boolean;
  idempotent: boolean;
  /** An ingest route: its key is checked first (401, 429 after many wrong ones; 403 for a merchant's key). */
  ingest: boolean;
  /** The route's write budget, described (see its feature's charter). */
  budget?: string;
}) {
  const errors: Record<number, string> = {
    500: 'Something failed on our side (no detail is given)',
    503: 'The database is away or its disk is full (code unavailable); send the same call again',
  };
  if (route.hasBody) {
    errors[413] = 'Body larger than the service takes';
    errors[415] = 'Body not sent as application/json';
  }
  if (route.ingest) {
    errors[401] = 'Missing or wrong bearer key';
    errors[403] = "A merchant's key: the route is the provider's, or the account is another merchant's";
  }
  const tooMany = [
    // Every route: an address with OPEN_REQUESTS_PER_ADDRESS requests under way gets 429 for the next.
    'too many requests under way at once from this address',
    route.guarded && 'too many unknown tracking ids from this address',
    route.ingest && 'too many wrong keys from this address',
    route.budget && `over the write budget (${route.budget})`,
  ].filter(Boolean);
  errors[429] = `Too many requests (code too_many_requests): ${tooMany.join(', or ')}; Retry-After says in how many seconds to try again`;
  if (route.idempotent) {
    errors[409] = 'Conflict; with an Idempotency-Key, also: the first call with it is still being answered';
    errors[422] = 'Idempotency-Key already used with another request (code idempotency_mismatch)';
  }
  return errors;
}
