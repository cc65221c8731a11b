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

/**
 * A page's document as sent: the same bytes for every recipient of it (the policy allows its inline styles by
 * hash, so no answer adds anything of its own), compressed once: gzip when rendered, brotli at the first answer
 * that asks for it (brotli's middle quality: about gzip's time, a tenth smaller).
 */
export class EncodedPage {
  readonly plain: Buffer;
  readonly gzip: Buffer;
  private brotli: Buffer | undefined;

  constructor(html: string) {
    this.plain = Buffer.from(html);
    this.gzip = gzipSync(this.plain);
  }

  /** The bytes for an encoding. */
  bytes(encoding: PageEncoding): Buffer {
    if (encoding === 'gzip') return this.gzip;
    if (encoding === 'identity') return this.plain;
    this.brotli ??= brotliCompressSync(this.plain, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.plain.length,
      },
    });
    return this.brotli;
  }

  /** What the page is counted as against PAGE_CACHE_MB: each form it is kept in (brotli's once made). */
  get size(): number {
    return this.plain.length + this.gzip.length * 2;
  }
}
