import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page's document as sent: the part before the answer's own nonce and the part after, each as bytes and as a
 * raw deflate stream compressed once. An answer then costs a copy, not a compression: its gzip is the first
 * stream (ended on a byte boundary, not final), the nonce element as a stored block, and the second (final)
 * stream, one valid deflate stream (RFC 1951 blocks may be cut anywhere; back-references stay within each part).
 */
export interface EncodedPage {
  head: Buffer;
  body: Buffer;
  /** `head` deflated, ending with a sync flush: byte-aligned, no final block. */
  headDeflated: Buffer;
  headCrc: number;
  /** `body` deflated, ending with the final block. */
  bodyDeflated: Buffer;
}

/** gzip's member header: deflate, no name or time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The longest a stored block holds. */
const STORED_MAX = 0xffff;

export function encodePage(head: string, body: string): EncodedPage {
  const headBytes = Buffer.from(head);
  const bodyBytes = Buffer.from(body);
  return {
    head: headBytes,
    body: bodyBytes,
    headDeflated: deflateRawSync(headBytes, { finishFlush: constants.Z_SYNC_FLUSH }),
    headCrc: crc32(headBytes),
    bodyDeflated: deflateRawSync(bodyBytes),
  };
}

/** The document with `middle` between its parts, as sent without compression. */
export const plainPage = (page: EncodedPage, middle: string): Buffer =>
  Buffer.concat([page.head, Buffer.from(middle), page.body]);

/** The document with `middle` (under 64 KiB) between its parts, gzipped from the parts compressed once. */
export function gzippedPage(page: EncodedPage, middle: string): Buffer {
  const middleBytes = Buffer.from(middle);
  if (middleBytes.length > STORED_MAX) throw new RangeError('the middle part must fit one stored block');
  // A stored block: BFINAL 0 and BTYPE 00 padded to a byte (we are byte-aligned after the sync flush), then
  // LEN and its one's complement.
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(middleBytes.length, 1);
  stored.writeUInt16LE(~middleBytes.length & 0xffff, 3);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(page.body, crc32(middleBytes, page.headCrc)), 0);
  trailer.writeUInt32LE((page.head.length + middleBytes.length + page.body.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, page.headDeflated, stored, middleBytes, page.bodyDeflated, trailer]);
}
