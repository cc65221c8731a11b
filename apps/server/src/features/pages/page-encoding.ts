import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** How a page goes out, by what the browser accepts (RFC 9110 12.5.3). */
export type PageEncoding = 'br' | 'gzip' | 'identity';

const ENCODINGS: PageEncoding[] = ['br', 'gzip', 'identity'];
/** Accept-Encoding values are few in practice (one per browser); more than this are negotiated each time. */
const MAX_NEGOTIATED = 64;
const negotiated = new Map<string, PageEncoding>();

/** The encoding for an Accept-Encoding header: brotli, else gzip, else the bytes as they are. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const header = acceptEncoding ?? '';
  let encoding = negotiated.get(header);
  if (encoding) return encoding;
  encoding = (negotiate(header, ENCODINGS) as PageEncoding | null) ?? 'identity';
  if (negotiated.size < MAX_NEGOTIATED) negotiated.set(header, encoding);
  return encoding;
}

/** Brotli at quality 6: on a rendered page, faster than 5 and as small (about gzip's time, a twentieth smaller). */
const BROTLI_QUALITY = 6;

/**
 * Compressed forms are counted against PAGE_CACHE_MB at a third of the document each before they are made (a
 * page compresses to a quarter of it or less), so the bound holds whichever forms are later asked for.
 */
const COMPRESSED_SHARE = 1 / 3;

/**
 * A page's document as sent: the same bytes for every recipient of it (the policy allows its inline styles by
 * hash, so no answer adds anything of its own), compressed once per encoding, at the first answer that asks for
 * it: a render pays only for the encoding its browser takes (brotli, nearly always), not gzip besides.
 */
export class EncodedPage {
  readonly plain: Buffer;
  private gzip: Buffer | undefined;
  private brotli: Buffer | undefined;

  constructor(html: string) {
    this.plain = Buffer.from(html);
  }

  /** The bytes for an encoding. */
  bytes(encoding: PageEncoding): Buffer {
    if (encoding === 'identity') return this.plain;
    if (encoding === 'gzip') return (this.gzip ??= gzipSync(this.plain));
    this.brotli ??= brotliCompressSync(this.plain, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.plain.length,
      },
    });
    return this.brotli;
  }

  /** What the page is counted as against PAGE_CACHE_MB: the document and both compressed forms. */
  get size(): number {
    return Math.ceil(this.plain.length * (1 + 2 * COMPRESSED_SHARE));
  }
}
