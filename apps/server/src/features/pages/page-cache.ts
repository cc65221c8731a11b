import { LRUCache } from 'lru-cache';
import { encodePage, type EncodedPage } from './page-encoding';

/** A rendered tracking page as kept: the document around the place its answer's style nonce goes. */
export interface KeptPage {
  /** Split before `</head>`, where each answer puts its own nonce. */
  document: EncodedPage;
  /** The CSP hashes of the page's style attributes. */
  styleHashes: string[];
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
          sizeCalculation: ({ document }) =>
            document.head.length +
            document.body.length +
            document.headDeflated.length +
            document.bodyDeflated.length +
            200,
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
    set(address: string, version: Buffer, page: KeptPage): void {
      // A page larger than the whole budget is not kept (lru-cache would refuse it anyway).
      pages?.set(address, { ...page, version });
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Splits a document where the nonce goes (before `</head>`), so an answer only adds its own nonce. */
export function splitAtHeadEnd(html: string): { head: string; body: string } {
  const at = html.search(/<\/head>/i);
  return at === -1 ? { head: html, body: '' } : { head: html.slice(0, at), body: html.slice(at) };
}

/** A rendered document made ready to send: split where the nonce goes, compressed once. */
export function keptPage(html: string, styleHashes: string[]): KeptPage {
  const { head, body } = splitAtHeadEnd(html);
  return { document: encodePage(head, body), styleHashes };
}
