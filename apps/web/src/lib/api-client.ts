import {
  errorCodeForStatus,
  FALLBACK_ERROR_MESSAGE,
  isOrderGoneCode,
  messageFromErrorBody,
  messageFromFailedResponse,
  readErrorBody,
  type ErrorBody,
  type ErrorCode,
} from '@tracking/core';

/** One entry of an error body's errors list: which field, and what is wrong with it. */
export type FieldErrorEntry = NonNullable<ErrorBody['errors']>[number];

/**
 * A failed call: the message the spec's error catalogue gives, the HTTP status (0 when none arrived), the body's
 * errors list, so a form can show each one by its field, and the machine code the page decides on (the body's,
 * or the status's when the body has none; null when no answer arrived).
 */
export class ApiError extends Error {
  readonly code: ErrorCode | null;

  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: readonly FieldErrorEntry[] = [],
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? (status > 0 ? errorCodeForStatus(status) : null);
  }
}

/** The machine code of a failed call; null when no answer arrived or the failure was not a call's. */
export function errorCodeOf(error: unknown): ErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}

/** The code of an error that says the order is gone (no access, or no such order); null for any other. */
export function orderGoneCode(error: unknown): ErrorCode | null {
  const code = errorCodeOf(error);
  return isOrderGoneCode(code) ? code : null;
}

/** True for errors the client caused (4xx): asking again gives the same answer. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sent as multipart/form-data instead of a JSON body (the browser writes the boundary). */
  form?: FormData;
  /** Checks the payload inside the { status: 'OK', payload } envelope. */
  isPayload: (value: unknown) => value is T;
  signal?: AbortSignal;
  /** Called with an OK answer before its payload is returned (e.g. to note when the service spoke). */
  onAnswer?: (response: Response) => void;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The ApiError of a failed answer: the spec's message, the field errors and the code of its body. */
function failedAnswer(response: Response, json: unknown): ApiError {
  const message = messageFromFailedResponse({ statusText: response.statusText, json });
  const body = readErrorBody(json);
  return new ApiError(message, response.status, body?.errors ?? [], body?.code);
}

/** Calls the tracking service and returns the payload of an OK response; anything else throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const json = options.body === undefined ? undefined : JSON.stringify(options.body);
  // A JSON content type only with a JSON body: the service refuses an empty one that claims to be JSON.
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers:
      json === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: options.form ?? json,
    signal: options.signal,
  });
  const answer = await readJson(response);
  if (!response.ok) throw failedAnswer(response, answer);
  const envelope = (answer ?? {}) as { status?: unknown; payload?: unknown };
  if (envelope.status !== 'OK') {
    throw new ApiError(messageFromErrorBody(answer), response.status, [], readErrorBody(answer)?.code);
  }
  if (!options.isPayload(envelope.payload)) throw new ApiError(FALLBACK_ERROR_MESSAGE, response.status);
  options.onAnswer?.(response);
  return envelope.payload;
}

/** A DELETE the service answers with 204 and no body; anything else but 2xx throws ApiError. */
export async function apiDelete(path: string): Promise<void> {
  const response = await fetch(path, { method: 'DELETE', headers: { accept: 'application/json' } });
  if (!response.ok) throw failedAnswer(response, await readJson(response));
}

/** A write with a JSON body that the service answers with no body (201, 204); anything but 2xx throws ApiError. */
export async function apiWrite(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body: unknown,
): Promise<void> {
  const response = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw failedAnswer(response, await readJson(response));
}
