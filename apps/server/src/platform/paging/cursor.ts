import { invalidRequest } from '../outcomes/outcome';

/**
 * Cursors are opaque to clients: base64url of a small JSON value, read back only through `decodeCursor`, so what
 * they hold can change without a client noticing.
 */
export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position a cursor holds, when it is one `isPosition` accepts; anything else is a 400 on `cursor`. */
export function decodeCursor<T>(cursor: string, isPosition: (value: unknown) => value is T): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    value = undefined;
  }
  if (!isPosition(value))
    throw invalidRequest([{ key: 'cursor', message: 'Not a cursor this service gave' }]);
  return value;
}
