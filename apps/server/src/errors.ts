import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorCodeForStatus, type ErrorBody, type ErrorCode } from '@tracking/core';
import { isStoreUnavailable } from './store/unavailable';

export interface FieldError {
  key: string;
  message: string;
}

/**
 * An error a client caused or may see: a status, a stable message, optional per-field errors, a machine
 * code (from the status unless given) and, for a refusal that passes, the seconds to wait (Retry-After).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    code?: ErrorCode,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.code = code ?? errorCodeForStatus(statusCode);
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { message: this.message, code: this.code };
    if (this.errors) body.errors = this.errors;
    return body;
  }
}

export const orderNotFound = () => new HttpError(404, 'Order not found', undefined, 'order_not_found');
export const routeNotFound = () => new HttpError(404, 'Not found');
export const forbidden = () => new HttpError(403, 'Forbidden');
export const orderExpired = () => new HttpError(410, 'Order has expired');
export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = () => new HttpError(429, 'Too many requests');
export const tooManyFeedbackSends = () =>
  new HttpError(429, 'Feedback was sent too often for this order; the last one stands');
/** An order or an address sent its doorstep photos for this hour (domain/doorstep/photo-budget.ts). */
export const tooManyDoorstepPhotos = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many doorstep photos; try again later', undefined, undefined, retryAfterSeconds);
export const unavailable = (message: string) => new HttpError(503, message);
/** The photo decoders are busy and their queue is full: send the same photo again in a moment. */
export const photoDecodesBusy = () =>
  new HttpError(503, 'Too many photos are being processed; try again shortly', undefined, undefined, 2);
/** The database is away or full: the client may send the same request again shortly. */
export const storeUnavailable = () =>
  unavailable('The service cannot save or read data right now; try again shortly');
/** The answer to a link that gives no access to an order. */
export function accessDenied(access: 'forbidden' | 'expired' | 'missing'): HttpError {
  if (access === 'forbidden') return forbidden();
  return access === 'expired' ? orderExpired() : orderNotFound();
}
export const invalidRequest = (errors: FieldError[]) => new HttpError(400, 'Invalid request', errors);

/** One entry per bad field, keyed by its dotted path (the root is named `body`). */
export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  const byKey = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    for (const unknownKey of unknownKeys) {
      byKey.set(key === 'body' ? unknownKey : `${key}.${unknownKey}`, 'Unknown field');
    }
    if (unknownKeys.length === 0 && !byKey.has(key)) byKey.set(key, issue.message);
  }
  return [...byKey].map(([key, message]) => ({ key, message }));
}

/** Client-facing messages for Fastify's own request errors; anything else gets the status text. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content type must be application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content length does not match the body',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
  FST_REQ_FILE_TOO_LARGE: 'The photo is larger than 10 MB',
  FST_FILES_LIMIT: 'Send one photo',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PARTS_LIMIT: 'Too many form parts',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Content type must be multipart/form-data',
};

/**
 * Maps any thrown value to an HttpError: a database that is away or full becomes a 503 (try again), any other
 * unexpected error a 500; neither carries a detail of the cause.
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isStoreUnavailable(error)) return storeUnavailable();
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = FASTIFY_MESSAGES[fastifyError.code ?? ''] ?? STATUS_CODES[status] ?? 'Bad request';
    return new HttpError(status, message);
  }
  return new HttpError(500, 'Something went wrong on our side');
}

/** The one error handler: client errors are answered as they are, everything else is logged and hidden. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const httpError = toHttpError(error);
  // A 503 is a dependency away (the database, a full disk): one warning per request, not an error to chase. One
  // with Retry-After (busy photo decoders) is a refusal that passes, like a 429: not logged.
  if (httpError.statusCode === 503) {
    if (httpError.retryAfterSeconds === undefined)
      request.log.warn({ err: error }, 'request failed: unavailable');
  } else if (httpError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  if (httpError.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(httpError.retryAfterSeconds));
  return reply
    .status(httpError.statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(httpError.toBody());
}
