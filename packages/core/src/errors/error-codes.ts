/** Machine codes every error body carries beside the spec's message: clients decide on these, never on text. */
export const ERROR_CODES = [
  'invalid_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'order_not_found',
  'order_expired',
  'share_link_not_found',
  'doorstep_photo_not_found',
  'webhook_event_not_found',
  'account_not_found',
  'key_not_found',
  'webhook_endpoint_not_found',
  'translations_not_found',
  'conflict',
  'idempotency_mismatch',
  'payload_too_large',
  'request_timeout',
  'uri_too_long',
  'request_headers_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes that mean "this link gives no access": the page offers the app instead of the order. */
export const ACCESS_DENIED_CODES: readonly ErrorCode[] = ['forbidden', 'order_expired'];

/** True when an error code means the link is forbidden or expired. */
export function isAccessDeniedCode(code: string | undefined | null): boolean {
  return ACCESS_DENIED_CODES.includes(code as ErrorCode);
}

/**
 * Codes that mean a page may no longer show the order it holds: the link gives no access any more, or names no
 * order. Only order codes: a missing photo, share link or route says nothing about the order. The page drops the order (address and all) and shows the not-found page instead.
 */
export const ORDER_GONE_CODES: readonly ErrorCode[] = [
  ...ACCESS_DENIED_CODES,
  'unauthorized',
  'order_not_found',
];

/** True when an error code means the order must leave the screen. */
export function isOrderGoneCode(code: string | undefined | null): boolean {
  return ORDER_GONE_CODES.includes(code as ErrorCode);
}

/**
 * The code of an HTTP status when nothing more precise is known: for the page reading an answer that is not the
 * service's own (a proxy's error page, say). The service names every outcome itself.
 */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'invalid_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 410:
      return 'order_expired';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'idempotency_mismatch';
    case 429:
      return 'too_many_requests';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'invalid_request';
  }
}
