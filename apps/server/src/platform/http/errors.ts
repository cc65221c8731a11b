import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@tracking/core';
import type { z } from 'zod';
import { Outcome, storeUnavailable, type FieldError } from '../outcomes/outcome';
import { isStoreUnavailable } from '../../store/unavailable';
import { OUTCOME_STATUS } from './outcome-status';

export type { FieldError };

/** An address no route answers. */
export const routeNotFound = () => new Outcome('not_found', 'Not found');

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

/** Fastify's (and its plugins') own request errors, each named as an outcome with a client-facing message. */
const FASTIFY_OUTCOMES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_request', message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_request', message: 'Request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Content type must be application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'invalid_request',
    message: 'Content length does not match the body',
  },
  FST_ERR_BAD_URL: { code: 'invalid_request', message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'uri_too_long', message: 'The address is too long' },
  FST_REQ_FILE_TOO_LARGE: { code: 'payload_too_large', message: 'The photo is larger than 10 MB' },
  FST_FILES_LIMIT: { code: 'payload_too_large', message: 'Send one photo' },
  FST_FIELDS_LIMIT: { code: 'payload_too_large', message: 'Too many form fields' },
  FST_PARTS_LIMIT: { code: 'payload_too_large', message: 'Too many form parts' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'unsupported_media_type',
    message: 'Content type must be multipart/form-data',
  },
};

/** An answer: the outcome and the status the one table gives it. */
export interface Answer {
  statusCode: number;
  outcome: Outcome;
}

/**
 * Names any thrown value as an outcome: a service's own as it is, a database that is away or full as
 * `unavailable` (try again), Fastify's request errors by their code, anything else `internal`; none carries a
 * detail of its cause.
 */
export function toOutcome(error: unknown): Outcome {
  if (error instanceof Outcome) return error;
  if (isStoreUnavailable(error)) return storeUnavailable();
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known = FASTIFY_OUTCOMES[fastifyError.code ?? ''];
    return known ? new Outcome(known.code, known.message) : new Outcome('invalid_request', 'Bad request');
  }
  return new Outcome('internal', 'Something went wrong on our side');
}

/** The outcome of a thrown value with its status, from the one table. */
export function toAnswer(error: unknown): Answer {
  const outcome = toOutcome(error);
  return { outcome, statusCode: OUTCOME_STATUS[outcome.code] };
}

/** The one error handler: client errors are answered as they are, everything else is logged and hidden. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { outcome, statusCode } = toAnswer(error);
  // A 503 is a dependency away (the database, a full disk): one warning per request, not an error to chase. One
  // with Retry-After (busy photo decoders) is a refusal that passes, like a 429: not logged.
  if (statusCode === 503) {
    if (outcome.retryAfterSeconds === undefined)
      request.log.warn({ err: error }, 'request failed: unavailable');
  } else if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  return reply
    .status(statusCode)
    .headers(
      outcome.retryAfterSeconds === undefined ? {} : { 'retry-after': String(outcome.retryAfterSeconds) },
    )
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(outcome.toBody());
}
