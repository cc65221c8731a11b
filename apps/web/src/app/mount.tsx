import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markHeard } from '../lib/last-heard';
import { orderQueryKey } from '../lib/order-query-key';
import { createQueryClient, startFromBrowserOnline } from '../lib/query-client';
import { App } from './app';
import { loadServerRenderedPage } from './app-routes';
import type { PageData } from './server-render/page-data';
import { seedQueryCache } from './server-render/seed-query-cache';

/**
 * Renders the page into #root; a page without it cannot work, so that is an error, not a blank screen. A page
 * the server rendered is hydrated from its data.
 */
export function mountApp(doc: Document, pageData: PageData | null): void {
  const rootElement = doc.getElementById('root');
  if (!rootElement) throw new Error('no root element');
  const queryClient = createQueryClient();
  startFromBrowserOnline();
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        renderedAt={pageData?.renderedAt ?? null}
        formAnswer={pageData?.formAnswer ?? null}
      />
    </StrictMode>
  );
  if (!pageData) {
    createRoot(rootElement).render(app);
    return;
  }
  seedQueryCache(queryClient, pageData, Date.now());
  if (pageData.order && pageData.renderedAt !== undefined) markHeard(pageData.renderedAt);
  // Offline, this is the service worker's copy of the page; the order's JSON copy, when there is one, is newer
  // (the worker drops it when it keeps a page), so the order is asked for again once the page is up.
  if (pageData.order && !navigator.onLine)
    void queryClient.invalidateQueries({ queryKey: orderQueryKey(pageData.trackingId) });
  // The page's chunks (the route's, and the parts the server rendered from their own) were preloaded with the
  // entry: hydration waits for them, so no part of the page is still waiting for its code when the first update
  // comes (React would drop such a part's HTML and draw it again, moving the page). Its controls are disabled
  // and its forms plain forms until then. As a transition, hydration then yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  void loadServerRenderedPage(window.location.pathname, pageData.order).then(hydrate, hydrate);
}
