import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { invalidRequest } from '../outcomes/outcome';

/** Bytes of the HMAC a cursor carries: 128 bits, past guessing. */
const TAG_BYTES = 16;

/**
 * Cursors are opaque to clients: base64url of a small JSON value and, after a dot, its HMAC-SHA256 (truncated),
 * read back only through `decode`, so what they hold can change without a client noticing.
 *
 * Signed rather than only checked for shape: a position such as `[changeSeq, trackingId]` that is well formed is
 * not therefore one this service gave (a forged one would page from wherever its maker chose, and name ids the
 * client never saw); no content check tells the two apart, a tag keyed per deployment does.
 */
export interface Cursors {
  encode(position: unknown): string;
  /** The position a cursor holds, when this deployment signed it and `isPosition` accepts it; else a 400 on `cursor`. */
  decode<T>(cursor: string, isPosition: (value: unknown) => value is T): T;
}

/**
 * The key cursors are signed with, the same on every instance: CURSOR_SECRET when set, else one derived from the
 * ingest keys (every instance has the same ones; changing them ends the cursors out, which a client answers by
 * paging again from `updatedSince`). With neither, no client can page at all, so a random key does.
 */
export function cursorKey(secret: string | undefined, ingestKeys: readonly string[]): Buffer {
  if (secret !== undefined) return createHash('sha256').update(`cursor\0${secret}`).digest();
  if (ingestKeys.length === 0) return randomBytes(32);
  return createHash('sha256')
    .update(`cursor\0${[...ingestKeys].sort().join('\0')}`)
    .digest();
}

export function createCursors(key: Buffer): Cursors {
  const tag = (body: string) => createHmac('sha256', key).update(body).digest().subarray(0, TAG_BYTES);
  const refused = () => invalidRequest([{ key: 'cursor', message: 'Not a cursor this service gave' }]);
  return {
    encode(position) {
      const body = Buffer.from(JSON.stringify(position)).toString('base64url');
      return `${body}.${tag(body).toString('base64url')}`;
    },
    decode(cursor, isPosition) {
      const [body, given, ...rest] = cursor.split('.');
      if (body === undefined || given === undefined || rest.length > 0) throw refused();
      const sent = Buffer.from(given, 'base64url');
      if (sent.length !== TAG_BYTES || !timingSafeEqual(sent, tag(body))) throw refused();
      let value: unknown;
      try {
        value = JSON.parse(Buffer.from(body, 'base64url').toString());
      } catch {
        value = undefined;
      }
      if (!isPosition(value)) throw refused();
      return value;
    },
  };
}
