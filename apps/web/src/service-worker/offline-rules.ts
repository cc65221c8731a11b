/**
 * What the service worker keeps for offline use, as pure rules (sw.ts applies them). Two kinds of answer only,
 * each under its own URL, so one tracking id's data can never answer for another: the server-rendered
 * navigation of a tracking page (under its path: a query such as the skip flag or a campaign tag names the same
 * page), and the order's JSON (under its exact URL). Everything else (ingest, share admin, preferences,
 * feedback, photos, the live socket, any write) is never seen by the worker's caches.
 */

/** The cache kinds: a tracking page's HTML, or an order's JSON. */
export type OfflineKind = 'page' | 'order';

/** What the rules read of a request (a Request satisfies it). */
export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

/** A tracking or share id, as the service accepts it (TRACKING_ID_PATTERN in @tracking/core). */
const ID = '[A-Za-z0-9_-]{22}';
/** /{id}, /{id}/{lang}, /{id}/{lang}/live-tracking and /{id}/{lang}/preferences: the pages the service renders. */
const PAGE_PATH = new RegExp(`^/${ID}(?:/[a-z]{2}_[A-Z]{2}(?:/(?:live-tracking|preferences))?)?$`);
/** The link as the recipient receives it, /{id}: the service sends it on to the page in the order's language. */
const ENTRY_PATH = new RegExp(`^/(${ID})$`);
/** An order's own page, /{id}/{lang}. */
const ORDER_PAGE_PATH = new RegExp(`^/${ID}/[a-z]{2}_[A-Z]{2}$`);
const TRACKING_ID = new RegExp(`^${ID}$`);
/** The order's JSON: GET /tracking/?trackingId={id} (the page writes the slash; the service takes both). */
const ORDER_PATHS = new Set(['/tracking', '/tracking/']);

/** True when the query is exactly one valid `trackingId` and nothing else (no other key to vary the answer). */
function isOrderQuery(search: URLSearchParams): boolean {
  const keys = [...search.keys()];
  return keys.length === 1 && keys[0] === 'trackingId' && TRACKING_ID.test(search.get('trackingId') ?? '');
}

/** Which kind of offline copy a request may have, or null for one the worker leaves to the network alone. */
export function offlineKind(request: RequestFacts, origin: string): OfflineKind | null {
  if (request.method !== 'GET' || !URL.canParse(request.url)) return null;
  const url = new URL(request.url);
  if (url.origin !== origin || url.username || url.password) return null;
  if (request.mode === 'navigate') return PAGE_PATH.test(url.pathname) ? 'page' : null;
  return ORDER_PATHS.has(url.pathname) && isOrderQuery(url.searchParams) ? 'order' : null;
}

/** The URL a request's copy is kept under: a page's path (whatever its query), an order's JSON as asked. */
export function copyUrl(kind: OfflineKind, url: string): string {
  if (kind === 'order') return url;
  const { origin, pathname } = new URL(url);
  return origin + pathname;
}

/** A kept page: its URL and when it was saved. */
export interface KeptPage {
  url: string;
  savedAt: number;
}

/**
 * Offline, where the link as received (/{id}) goes: the page of that id kept here that the service would most
 * likely have sent the recipient on to, with the link's query. The order's own page first, else any of its
 * pages, the newest of them; null when none is kept (or the request is no such link).
 */
export function entryTarget(requestUrl: string, kept: readonly KeptPage[]): string | null {
  const { pathname, search } = new URL(requestUrl);
  const id = ENTRY_PATH.exec(pathname)?.[1];
  if (!id) return null;
  const ofId = kept.filter((page) => new URL(page.url).pathname.startsWith(`/${id}/`));
  const byAge = (a: KeptPage, b: KeptPage) => b.savedAt - a.savedAt;
  const orderPages = ofId.filter((page) => ORDER_PAGE_PATH.test(new URL(page.url).pathname)).sort(byAge);
  const target = orderPages[0] ?? ofId.sort(byAge)[0];
  return target ? copyUrl('page', target.url) + search : null;
}

/** The tracking id a kept request is for (its page path's first segment, or the order's query). */
export function trackingIdOf(kind: OfflineKind, url: string): string {
  const { pathname, searchParams } = new URL(url);
  return kind === 'order' ? (searchParams.get('trackingId') ?? '') : (pathname.split('/')[1] ?? '');
}

/** What to do with a kept copy once the network answered: keep the new answer, drop the old, or leave it. */
export type CacheAction = 'store' | 'drop' | 'keep';

/** Answers that say the link shows no order any more (no such id, access withdrawn, expired). */
const GONE = new Set([403, 404, 410]);

/**
 * A 200 replaces the copy; an answer saying the order is gone removes it, so a withdrawn or expired link leaves
 * nothing on the device; anything else (a 5xx, a 429) keeps the last good copy for a later offline visit.
 */
export function cacheAction(status: number): CacheAction {
  if (status === 200) return 'store';
  return GONE.has(status) ? 'drop' : 'keep';
}

/**
 * How long a copy may answer offline: a week. Longer than a delivery takes, far shorter than the order's
 * retention, so an old order's address does not stay on a shared phone for months.
 */
export const OFFLINE_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * True when a copy may still answer: saved at `savedAt` (ms, from the copy's header; NaN when missing) less than
 * the maximum age ago, and not past `validUntil`, until when its link surely opens the order (ms, from the
 * service's header; NaN when it sent none). So a share link's copy is never shown past the share's expiry.
 */
export function isUsableCopy(savedAt: number, now: number, validUntil = Number.NaN): boolean {
  const young = Number.isFinite(savedAt) && savedAt <= now && now - savedAt < OFFLINE_COPY_MAX_AGE_MS;
  return young && !(now >= validUntil);
}
