import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { LINK_VALID_UNTIL_HEADER } from '@tracking/core';
import {
  cacheAction,
  copyUrl,
  entryTarget,
  isUsableCopy,
  offlineKind,
  trackingIdOf,
  type KeptPage,
  type OfflineKind,
  type RequestFacts,
} from './offline-rules';
import { listenForPushes } from './push-handlers';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/**
 * The page's service worker. The build's scripts, styles and translations are precached (cache-first, by their
 * revision; a new build replaces them). A tracking page's HTML and its order's JSON go to the network first and
 * are answered from the last copy of that page (its path, whatever the query) or that JSON only when the network
 * fails: offline, never instead of the service. The link as received (/{id}) goes on to the order's kept page.
 * Every other request passes by.
 */

/** Copies of the server-rendered pages: they name this build's chunks, so a new build renews them. */
const PAGE_CACHE = 'tracking-pages';
/** Copies of the orders' JSON, which outlive a build (the page of any build can show them). */
const ORDER_CACHE = 'tracking-orders';
/** The page without an order (index.html as the service serves it): offline, it renders a link not kept here. */
const SHELL_CACHE = 'tracking-shell';
const SHELL_URL = '/';
/** When a copy was saved (ms since the epoch), so an old one stops answering. */
const SAVED_AT = 'x-offline-saved-at';

const CACHE_OF: Record<OfflineKind, string> = { page: PAGE_CACHE, order: ORDER_CACHE };

/** Whether a kept copy may still answer: by when it was saved, and until when its link surely worked. */
const isUsable = (copy: Response | undefined, now: number) =>
  copy !== undefined &&
  isUsableCopy(
    Number(copy.headers.get(SAVED_AT)),
    now,
    Date.parse(copy.headers.get(LINK_VALID_UNTIL_HEADER) ?? ''),
  );

listenForPushes(self);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new build takes over at once (the next navigation is served by it) rather than waiting for every tab to close.
void self.skipWaiting();
clientsClaim();

self.addEventListener('install', (event) => {
  const shell = new Request(SHELL_URL, { headers: { accept: 'text/html' }, cache: 'no-store' });
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.add(shell)));
});

self.addEventListener('activate', (event) => {
  // Expired copies go first, so a deploy never renews an order not opened here for a week.
  event.waitUntil(Promise.all([dropExpired(PAGE_CACHE), dropExpired(ORDER_CACHE)]).then(refreshPages));
});

/**
 * Copies of pages made by the previous build name its chunks, which this build's precache no longer has: each
 * kept page is fetched again (offline it would not load), and so are the tracking pages open now, which were
 * loaded before any worker ran (so a first visit survives a reload in a stairwell). A page that cannot be
 * fetched again loses its copy.
 */
async function refreshPages(): Promise<void> {
  const cache = await caches.open(PAGE_CACHE);
  const kept = (await cache.keys()).map((request) => request.url);
  const open = (await self.clients.matchAll({ type: 'window' })).map((client) => client.url);
  const pages = [...new Set([...kept, ...open].map((url) => copyUrl('page', url)))].filter(
    (url) => offlineKind({ method: 'GET', url, mode: 'navigate' }, self.location.origin) === 'page',
  );
  await Promise.all(
    pages.map(async (url) => {
      try {
        const response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
        if (cacheAction(response.status) !== 'keep') return await remember('page', url, response);
      } catch {
        // Offline: the copy cannot be renewed.
      }
      await cache.delete(url);
    }),
  );
}

async function dropExpired(cacheName: string): Promise<void> {
  const cache = await caches.open(cacheName);
  const now = Date.now();
  for (const request of await cache.keys()) {
    if (!isUsable(await cache.match(request, { ignoreVary: true }), now)) await cache.delete(request);
  }
}

/** Removes the copies of one order of one kind (its JSON, or each of its pages). */
async function dropCopies(kind: OfflineKind, trackingId: string): Promise<void> {
  const cache = await caches.open(CACHE_OF[kind]);
  for (const request of await cache.keys())
    if (trackingIdOf(kind, request.url) === trackingId) await cache.delete(request);
}

/** Removes every copy of one order: its JSON and each of its pages. */
async function forgetOrder(trackingId: string): Promise<void> {
  await Promise.all([dropCopies('page', trackingId), dropCopies('order', trackingId)]);
}

/**
 * Keeps a 200 as the copy of `url` (the copy's URL: copyUrl), stamped with the time, or forgets the order when
 * the answer says it is gone.
 */
async function remember(kind: OfflineKind, url: string, response: Response): Promise<void> {
  const action = cacheAction(response.status);
  if (action === 'drop') return forgetOrder(trackingIdOf(kind, url));
  if (action !== 'store') return;
  const headers = new Headers(response.headers);
  // The body kept is the decoded one: the wire's encoding and length no longer describe it.
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(SAVED_AT, String(Date.now()));
  const copy = new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
  await (await caches.open(CACHE_OF[kind])).put(url, copy);
  // The page carries the order as of now: an older JSON copy must not replace it on an offline reload.
  if (kind === 'page') await dropCopies('order', trackingIdOf(kind, url));
}

/** The URL's copy while it is young enough; an older one is removed. */
async function usableCopy(kind: OfflineKind, url: string): Promise<Response | undefined> {
  const cache = await caches.open(CACHE_OF[kind]);
  const copy = await cache.match(url, { ignoreVary: true });
  if (!copy) return undefined;
  if (isUsable(copy, Date.now())) return copy;
  await cache.delete(url);
  return undefined;
}

/** The pages kept here, with when each was saved. */
async function keptPages(): Promise<KeptPage[]> {
  const cache = await caches.open(PAGE_CACHE);
  const kept = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const copy = await cache.match(request, { ignoreVary: true });
      return {
        url: request.url,
        savedAt: Number(copy?.headers.get(SAVED_AT)),
        usable: isUsable(copy, Date.now()),
      };
    }),
  );
  return kept.filter((page) => page.usable);
}

/** Offline: the page's copy, the kept page the link as received leads to, or the bare page. */
async function offlinePage(url: string): Promise<Response | undefined> {
  const copy = await usableCopy('page', copyUrl('page', url));
  if (copy) return copy;
  const target = entryTarget(url, await keptPages());
  if (target) return Response.redirect(target, 302);
  // A page never opened here: the bare page, which says the order cannot be loaded offline.
  return caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
}

async function networkFirst(event: FetchEvent, kind: OfflineKind): Promise<Response> {
  const { request } = event;
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const offline = kind === 'page' ? await offlinePage(request.url) : await usableCopy(kind, request.url);
    if (offline) return offline;
    throw error;
  }
  const kept = remember(kind, copyUrl(kind, request.url), response.clone());
  // A link that is gone leaves nothing on the device before the page hears of it, so even a reload at once finds
  // no copy; a copy to keep may be written after the answer.
  if (cacheAction(response.status) === 'drop') await kept;
  else event.waitUntil(kept);
  return response;
}

/** The match hands its kind to the handler (Workbox passes a match's object result on as `params`). */
const matchKind = (request: RequestFacts) => {
  const kind = offlineKind(request, self.location.origin);
  return kind === null ? false : { kind };
};

registerRoute(
  ({ request }) => matchKind(request),
  ({ event, params }) => networkFirst(event as FetchEvent, (params as { kind: OfflineKind }).kind),
);
