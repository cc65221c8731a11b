import type { ErrorCode } from '@tracking/core';

/**
 * The one table from an outcome's code to its HTTP status. Every code the service can answer is here (the type
 * says so), so a new outcome cannot reach the wire without a status chosen for it.
 */
export const OUTCOME_STATUS: Readonly<Record<ErrorCode, number>> = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  order_not_found: 404,
  share_link_not_found: 404,
  doorstep_photo_not_found: 404,
  webhook_event_not_found: 404,
  account_not_found: 404,
  key_not_found: 404,
  webhook_endpoint_not_found: 404,
  translations_not_found: 404,
  request_timeout: 408,
  conflict: 409,
  uri_too_long: 414,
  order_expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_mismatch: 422,
  request_headers_too_large: 431,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
};
