import { ERROR_CODES } from '@tracking/core';

/** What an answer shows that only the service's inside knows: a stack frame, a source path, a database's words. */
const INTERNALS =
  /\n\s+at |\bat [^\s()]+ \(|node_modules|apps\/server|\.ts:\d+|SQLITE_|sqlite3?_|kysely|pg_|relation "|syntax error at|ECONNREFUSED|TypeError|ReferenceError|RangeError/i;

const ERROR_KEYS = new Set(['message', 'errors', 'code']);

/** The parts of an answer the contract judges. */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * Why an answer breaks the contract, or undefined when it keeps it: no 5xx; an error is the error body
 * ({message, errors: [{key, message}], code}) with a code the contract knows, nothing else, and no internals.
 * `pages`: the target answers pages, whose errors are pages (only 5xx and internals are judged).
 */
export function contractBreach(answer: Answer, pages = false): string | undefined {
  if (answer.statusCode >= 500) return `status ${answer.statusCode}`;
  if (answer.statusCode < 400) return undefined;
  if (pages) return INTERNALS.test(answer.body) ? `internals in a ${answer.statusCode} page` : undefined;
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `a ${answer.statusCode} as ${type || 'no content type'}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `a ${answer.statusCode} whose body is not JSON`;
  }
  const error = body as { message?: unknown; errors?: unknown; code?: unknown };
  const extra = Object.keys(error).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length > 0) return `a ${answer.statusCode} with ${extra.join(', ')}`;
  if (typeof error.message !== 'string') return `a ${answer.statusCode} without a message`;
  if (!ERROR_CODES.includes(error.code as (typeof ERROR_CODES)[number]))
    return `a ${answer.statusCode} with code ${JSON.stringify(error.code)}`;
  const entries = error.errors ?? [];
  const wellFormed =
    Array.isArray(entries) &&
    entries.every(
      (entry: { key?: unknown; message?: unknown }) =>
        typeof entry.key === 'string' && typeof entry.message === 'string',
    );
  if (!wellFormed) return `a ${answer.statusCode} with malformed errors`;
  // The messages only: an error's key may name a field the client made up.
  const messages = [error.message, ...(entries as { message: string }[]).map((entry) => entry.message)];
  const leak = messages.find((message) => INTERNALS.test(message));
  return leak === undefined ? undefined : `internals in a ${answer.statusCode}: ${leak.slice(0, 200)}`;
}
