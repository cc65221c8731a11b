import { LRUCache } from 'lru-cache';
import { EncodedPage, type PageEncoding } from './page-encoding';

/** A rendered tracking page as kept: its bytes (compressed once) and the hashes its policy lists. */
export interface KeptPage {
  document: EncodedPage;
  /** The CSP hashes of the page's inline styles (its style elements and attributes, its libraries' styles). */
  styleHashes: readonly string[];
  /** The CSP hashes of the page's inline scripts (the loader that starts its scripts after the first paint). */
  scriptHashes: readonly string[];
  /**
   * The headers last sent with it, by encoding, and the policy they carry, with what it was made for (host,
   * https, preview): most answers reuse them.
   */
  policy?: {
    key: string;
    value: string;
    headers: Partial<Record<PageEncoding, Readonly<Record<string, string>>>>;
  };
}

interface Entry extends KeptPage {
  /** The order's encoded answer the page was rendered from: the page is good while the view is this one. */
  version: Buffer;
}

/**
 * How long a rendered page is reused: its relative times ("in 12 minutes") were written as of its render, and
 * the browser re-renders them at once, but a page read without scripts shows them as they were.
 */
export const PAGE_TTL_MS = 10_000;

/**
 * Rendered pages by address (path and query), reused while the order's view in memory is the one they were
 * rendered from (the view cache swaps its encoded answer for a new one on every change) and for at most
 * PAGE_TTL_MS. Most opens of a page come in bursts (the link tapped twice, a refresh, the preview a messaging app
 * fetches first); each burst then costs one render. Bounded by bytes, least recently used out.
 */
export function createPageCache(options: {
  maxBytes: number;
  /** Milliseconds from any origin (the service's clock; tests move it). */
  now: () => number;
  onLookup?: (hit: boolean) => void;
}) {
  const pages =
    options.maxBytes > 0
      ? new LRUCache<string, Entry>({
          maxSize: options.maxBytes,
          sizeCalculation: ({ document }) => document.size + 200,
          ttl: PAGE_TTL_MS,
          perf: { now: options.now },
        })
      : null;
  return {
    get(address: string, version: Buffer): KeptPage | undefined {
      if (!pages) return undefined;
      const entry = pages.get(address);
      const hit = entry?.version === version;
      options.onLookup?.(hit);
      return hit ? entry : undefined;
    },
    /** As `get`, counting only a hit (the door's try: a miss goes on to `get`, which counts it). */
    peek(address: string, version: Buffer): KeptPage | undefined {
      const entry = pages?.get(address);
      if (entry?.version !== version) return undefined;
      options.onLookup?.(true);
      return entry;
    },
    set(address: string, version: Buffer, page: KeptPage): void {
      // A page larger than the whole budget is not kept (lru-cache would refuse it anyway).
      pages?.set(address, { ...page, version });
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** A rendered document made ready to send: compressed once, its policy's hashes beside it. */
export function keptPage(
  html: string,
  styleHashes: readonly string[],
  scriptHashes: readonly string[] = [],
): KeptPage {
  return { document: new EncodedPage(html), styleHashes, scriptHashes };
}
