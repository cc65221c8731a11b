/** The headers that tell where a browser request comes from and what it is for. */
export interface SiteHeaders {
  'sec-fetch-site'?: string | string[];
  'sec-fetch-dest'?: string | string[];
  origin?: string | string[];
  referer?: string | string[];
}

/** Fetch destinations our page's own calls have: fetch()/XHR (`empty`) and a posted form (`document`). */
const PAGE_DESTINATIONS = new Set(['empty', 'document']);
/**
 * Only the page's own calls are same-origin. `none` (a typed-in address, a bookmark) is also what a prefetch that
 * another site's speculation rules ask for sends, so it proves nothing; a tracking page's link, which any site
 * may open, is let through before this (enumeration-guard.ts).
 */
const OUR_SITES = new Set(['same-origin']);

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request is one our page could have made: `ours` for a same-origin fetch, and
 * for clients that are no browser (no Sec-Fetch-*, Origin or Referer of another origin); `foreign` for what
 * another site (or an image, script or frame of any page) makes a browser send. Foreign requests get no order
 * data and are not counted as the visitor's misses, so no site can spend them.
 */
export function requestSite(headers: SiteHeaders, serviceOrigin: string): 'ours' | 'foreign' {
  const site = single(headers['sec-fetch-site']);
  const destination = single(headers['sec-fetch-dest']);
  if (site !== undefined && !OUR_SITES.has(site)) return 'foreign';
  if (destination !== undefined && !PAGE_DESTINATIONS.has(destination)) return 'foreign';
  if (site !== undefined) return 'ours';
  // Browsers without Fetch Metadata: an Origin or Referer of another origin gives a foreign page away.
  const origin = single(headers.origin);
  if (origin !== undefined && origin !== serviceOrigin) return 'foreign';
  const referer = single(headers.referer);
  if (referer !== undefined && originOf(referer) !== serviceOrigin) return 'foreign';
  return 'ours';
}
