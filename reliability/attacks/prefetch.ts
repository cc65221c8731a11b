import { randomBytes } from 'node:crypto';
import { minimalWebDist } from '../support/web-dist';
import { orderBody, Service } from '../support/service';
import { call, SAME_ORIGIN } from './raw-http';

/*
 * Issue 29, item 2: another site's speculation rules make the visitor's browser prefetch tracking URLs it names,
 * as documents (Sec-Purpose: prefetch, Sec-Fetch-Site: none). 25 bogus ones used to block the visitor's address
 * for 10 minutes, and their own link then answered raw JSON. Here the visitor's address prefetches `prefetches`
 * bogus links (pages and API as documents, every header variant a browser sends, and a prerendered page's own API
 * call), the API URLs are also opened as documents without the prefetch header, and the real link is prefetched
 * too; then the visitor opens their link.
 */

export interface PrefetchFigures {
  prefetches: number;
  /** Prefetches answered 503 with Retry-After: 60 (never used by a browser; no lookup made). */
  refused503: number;
  /** Prefetches of the visitor's real link whose answer carried order data (none: no lookup is made). */
  realLinkPrefetchesWithData: number;
  /** API URLs opened as documents without a prefetch header (Sec-Fetch-Site: none): 403, not counted. */
  documentApiCalls: number;
  documentApiRefused403: number;
  /** The visitor's own link afterwards: the page (after its redirects) and the page's API call. */
  visitorPageStatus: number;
  visitorPageIsHtml: boolean;
  visitorApiStatus: number;
  /** Real misses the visitor still had before the first 429: 20 when the prefetches spent none. */
  missesLeft: number;
}

const VISITOR = '127.0.0.22';
const MISSES_ALLOWED = 20;

/** What Chromium sends for a document prefetch of speculation rules; the variants other browsers use. */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-site': 'none',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};
const PREFETCH_HEADERS: Record<string, string>[] = [
  { ...NAVIGATION, 'sec-purpose': 'prefetch' },
  { ...NAVIGATION, 'sec-purpose': 'prefetch;anonymous-client-ip' },
  { ...NAVIGATION, 'sec-purpose': 'prefetch;prerender' },
  { ...NAVIGATION, purpose: 'prefetch' },
];

/** A call the page makes while prerendered by another site's speculation rules: same-origin, still a prefetch. */
const PRERENDERED_PAGE_CALL = { ...SAME_ORIGIN, 'sec-purpose': 'prefetch;prerender' };

const guess = () => randomBytes(16).toString('base64url');

/** Fetches a document as a browser does (a navigation or its prefetch), following redirects (language, preferences). */
async function fetchDocument(port: number, path: string, headers: Record<string, string>) {
  let location = path;
  for (let hop = 0; hop < 5; hop++) {
    const answer = await call(port, VISITOR, location, { headers });
    const next = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !next) return answer;
    const url = new URL(next, 'http://x');
    location = url.pathname + url.search;
  }
  return { status: 0, body: '', headers: {} };
}

export async function measurePrefetch(prefetches: number): Promise<PrefetchFigures> {
  const service = await Service.start({
    DATABASE_URL: `sqlite:${process.env.RELIABILITY_TMP}/prefetch.sqlite`,
    WEB_DIST: minimalWebDist(`${process.env.RELIABILITY_TMP}/prefetch`),
  });
  try {
    const created = await service.ingest('POST', '/ingest/orders', orderBody());
    const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
    let refused = 0;
    let realWithData = 0;
    for (let index = 0; index < prefetches; index++) {
      const real = index % 10 === 9;
      const id = real ? trackingId : guess();
      const api = `/tracking/?trackingId=${id}`;
      // The page and the API prefetched as documents; and a prerendered page's own call (it runs its script).
      const answer =
        index % 3 === 0
          ? await fetchDocument(service.port, `/${id}`, PREFETCH_HEADERS[index % 4] ?? {})
          : index % 3 === 1
            ? await fetchDocument(service.port, api, PREFETCH_HEADERS[index % 4] ?? {})
            : await call(service.port, VISITOR, api, { headers: PRERENDERED_PAGE_CALL });
      if (answer.status === 503 && answer.headers['retry-after'] === '60') refused += 1;
      if (real && (answer.body.includes(trackingId) || answer.body.includes('Reliability Parcels')))
        realWithData += 1;
    }
    const documentApiCalls = MISSES_ALLOWED + 5;
    let documentApiRefused = 0;
    for (let index = 0; index < documentApiCalls; index++) {
      const answer = await call(service.port, VISITOR, `/tracking/?trackingId=${guess()}`, {
        headers: NAVIGATION,
      });
      if (answer.status === 403) documentApiRefused += 1;
    }
    const page = await fetchDocument(service.port, `/${trackingId}`, {
      ...NAVIGATION,
      'sec-fetch-user': '?1',
    });
    const api = await call(service.port, VISITOR, `/tracking/?trackingId=${trackingId}`, {
      headers: SAME_ORIGIN,
    });
    // What the visitor has left: real misses (the page's own calls) until the first 429.
    let missesLeft = 0;
    while (missesLeft <= MISSES_ALLOWED) {
      const miss = await call(service.port, VISITOR, `/tracking/?trackingId=${guess()}`, {
        headers: SAME_ORIGIN,
      });
      if (miss.status === 429) break;
      missesLeft += 1;
    }
    return {
      prefetches,
      refused503: refused,
      realLinkPrefetchesWithData: realWithData,
      documentApiCalls,
      documentApiRefused403: documentApiRefused,
      visitorPageStatus: page.status,
      visitorPageIsHtml: String(page.headers['content-type'] ?? '').startsWith('text/html'),
      visitorApiStatus: api.status,
      missesLeft,
    };
  } finally {
    await service.kill('SIGTERM');
  }
}
