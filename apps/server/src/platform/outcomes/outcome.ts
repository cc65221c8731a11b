import type { ErrorBody, ErrorCode } from '@tracking/core';

export interface FieldError {
  key: string;
  message: string;
}

/**
 * What went wrong, said by a service in its own terms: a stable code clients decide on, a message for people and,
 * for a bad request, one entry per bad field. Services know nothing of HTTP: the transport turns the code into a
 * status through one table (platform/http/outcome-status.ts), never the other way round.
 */
export class Outcome extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** When it is worth trying again, where that is known (a 429's or a 503's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { message: this.message, code: this.code };
    if (this.errors) body.errors = this.errors;
    return body;
  }
}

export const orderNotFound = () => new Outcome('order_not_found', 'Order not found');
export const forbidden = () => new Outcome('forbidden', 'Forbidden');
export const accountNotFound = () => new Outcome('account_not_found', 'Account not found');
export const orderExpired = () => new Outcome('order_expired', 'Order has expired');
export const unauthorized = () => new Outcome('unauthorized', 'Unauthorized');
export const conflict = (message: string) => new Outcome('conflict', message);
export const tooManyRequests = (message = 'Too many requests', retryAfterSeconds?: number) =>
  new Outcome('too_many_requests', message, undefined, retryAfterSeconds);
export const tooManyFeedbackSends = () =>
  tooManyRequests('Feedback was sent too often for this order; the last one stands');
export const unavailable = (message: string) => new Outcome('unavailable', message);
/** The photo decoders are busy and their queue is full: send the same photo again in a moment. */
export const photoDecodesBusy = () =>
  new Outcome('unavailable', 'Too many photos are being processed; try again shortly', undefined, 2);
/** The database is away or full: the client may send the same request again shortly. */
export const storeUnavailable = () =>
  unavailable('The service cannot save or read data right now; try again shortly');
export const invalidRequest = (errors: FieldError[]) =>
  new Outcome('invalid_request', 'Invalid request', errors);

/** The outcome of a link that gives no access to an order. */
export function accessDenied(access: 'forbidden' | 'expired' | 'missing'): Outcome {
  if (access === 'forbidden') return forbidden();
  return access === 'expired' ? orderExpired() : orderNotFound();
}
