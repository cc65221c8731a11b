/**
 * Whether an error means the database cannot take the request now, though the request itself is fine: the
 * connection is down or refused, the server is stopping or starting, a timeout ran out, the disk is full. Such a
 * request is answered 503 (try again), never 500: nothing about it is wrong, and nothing of the cause is shown.
 */
export function isStoreUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; isObject(cause) && depth < 5; cause = cause.cause, depth++) {
    if (isUnavailableCode(cause.code) || isUnavailableMessage(cause.message)) return true;
  }
  return false;
}

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), admin/crash shutdown and "cannot connect now" (57P01-03),
 * statement timeout (57014), too many connections (53300), disk full (53100). Node's socket errors when the
 * server is away. SQLite's full disk, I/O errors (a write the file system refused) and a lock held past
 * busy_timeout.
 */
function isUnavailableCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  return (
    /^08[0-9A-Z]{3}$/.test(code) ||
    PG_UNAVAILABLE.has(code) ||
    SOCKET_ERRORS.has(code) ||
    code === 'SQLITE_FULL' ||
    code === 'SQLITE_BUSY' ||
    code.startsWith('SQLITE_IOERR')
  );
}

const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '57014', '53300', '53100']);
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** node-postgres raises these without a code: its own connection and timeout errors. */
const PG_CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

function isUnavailableMessage(message: unknown): boolean {
  return typeof message === 'string' && PG_CLIENT_MESSAGES.some((pattern) => pattern.test(message));
}

function isObject(value: unknown): value is { code?: unknown; message?: unknown; cause?: unknown } {
  return typeof value === 'object' && value !== null;
}
