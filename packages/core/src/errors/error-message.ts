import { isRecord } from '../guards/is-record';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import type { ErrorBody } from '../order/order-schema';

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong!';

const isErrorEntry = (value: unknown) =>
  isRecord(value) && typeof value.key === 'string' && typeof value.message === 'string';

/**
 * The body as an error body, or null when it is not one: the same test as errorBodySchema (a table test keeps
 * them equal), written without zod so the page can build messages without shipping it.
 */
export function readErrorBody(body: unknown): ErrorBody | null {
  if (!isRecord(body)) return null;
  const { message, errors, code } = body;
  if (message !== undefined && typeof message !== 'string') return null;
  if (code !== undefined && !ERROR_CODES.includes(code as ErrorCode)) return null;
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(isErrorEntry))) return null;
  return body as ErrorBody;
}

/** The message of a JSON error body: its message (or the fallback), each error appended as "(key: message; ...)". */
export function messageFromErrorBody(body: unknown): string {
  const parsed = readErrorBody(body);
  const message = parsed?.message || FALLBACK_ERROR_MESSAGE;
  const errors = parsed?.errors ?? [];
  if (errors.length === 0) return message;
  return `${message} (${errors.map((error) => `${error.key}: ${error.message}`).join('; ')})`;
}

/** The message for a failed HTTP response: from its JSON body, or its status text when the body is not JSON. */
export function messageFromFailedResponse(response: {
  statusText: string;
  json: unknown | undefined;
}): string {
  if (response.json === undefined) return response.statusText || FALLBACK_ERROR_MESSAGE;
  return messageFromErrorBody(response.json);
}
