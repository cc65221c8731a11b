import { Outcome } from '../outcomes/outcome';

/** Request headers, by lower-case name. */
type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** How long a refused prefetch's URL is not worth prefetching again. */
const PREFETCH_RETRY_AFTER_SECONDS = 60;

const mentionsPrefetch = (value: string | string[] | undefined) =>
  value !== undefined && [value].flat().some((entry) => entry.toLowerCase().includes('prefetch'));

/**
 * Whether the browser fetches this ahead of a navigation that may never happen. Any page can ask for that (its
 * speculation rules or a link rel=prefetch), with Sec-Fetch-Site: none, so a prefetch proves no visitor.
 */
export function isPrefetch(headers: Headers): boolean {
  // Sec-Purpose (Chromium, Firefox) or the older Purpose.
  return mentionsPrefetch(headers['sec-purpose']) || mentionsPrefetch(headers.purpose);
}

/**
 * The answer to a prefetch of a tracking call: 503 with Retry-After, without a lookup or a miss. A browser does
 * not use a prefetch that is not a success, so it fetches the page for real when the visitor opens it
 * (docs/reliability.md says why 503 rather than 204).
 */
export const prefetchRefused = () =>
  new Outcome(
    'unavailable',
    'Tracking calls are not answered to a prefetch; open the link',
    undefined,
    PREFETCH_RETRY_AFTER_SECONDS,
  );
