import type { Order } from '@tracking/core';
import { Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { lazyPart } from '../lib/lazy-part';
import { loadNotFoundPage, TrackingLayout } from './tracking/tracking-layout';

const PreviewPage = lazyPart(
  () => import('./routes/preview-route'),
  (module) => module.PreviewRoute,
);
const orderRoute = () => import('./routes/order-route');
const OrderPage = lazyPart(orderRoute, (module) => module.OrderRoute);
const PreferencesPage = lazyPart(
  () => import('./routes/preferences-route'),
  (module) => module.PreferencesRoute,
);
const LiveTrackingPage = lazyPart(
  () => import('./routes/live-tracking-route'),
  (module) => module.LiveTrackingRoute,
);
const NotFoundPage = lazyPart(
  () => import('./routes/not-found-route'),
  (module) => module.NotFoundRoute,
);
const EmbeddedNotFoundPage = lazyPart(
  () => import('./routes/not-found-route'),
  (module) => module.EmbeddedNotFoundRoute,
);

/** The page of each path under /{trackingId}/{lang}, so the layout can fetch it while the order loads. */
const TRACKING_PAGES: Record<string, typeof OrderPage> = {
  '': OrderPage,
  [paths.preferences.path]: PreferencesPage,
  [paths.liveTracking.path]: LiveTrackingPage,
};

const preloadTrackingPage = (rest: string) => (TRACKING_PAGES[rest] ?? EmbeddedNotFoundPage).preload();

/**
 * Loads the chunk of the page a server-rendered tracking path shows (what follows the lang segment), or the
 * not-found page's when the order could not be shown: the browser waits for it before hydrating, so the page
 * renders at once instead of suspending.
 */
export function loadTrackingPage(rest: string, orderShown: boolean): Promise<unknown> {
  return orderShown ? (TRACKING_PAGES[rest] ?? EmbeddedNotFoundPage).load() : loadNotFoundPage();
}

/**
 * Loads the page the server rendered at `pathname`: a tracking link's (as above), or the not-found page at /;
 * on the order page, the parts the server rendered from their own chunks too (what pageModules preloads).
 */
export function loadServerRenderedPage(pathname: string, order: Order | null): Promise<unknown> {
  if (pathname === '/') return NotFoundPage.load();
  const rest = pathname.split('/').slice(3).filter(Boolean).join('/');
  const parts = rest === '' && order ? [orderRoute().then((module) => module.loadOrderParts(order))] : [];
  return Promise.all([loadTrackingPage(rest, order !== null), ...parts]);
}

/** Every page the server renders, loaded once at its start. */
export function loadServerPages(): Promise<unknown> {
  return Promise.all(
    [...Object.values(TRACKING_PAGES), EmbeddedNotFoundPage, NotFoundPage].map((page) => page.load()),
  );
}

/** The path of a page under /{trackingId}/{lang}, `rest` what follows the lang segment. */
const trackingPagePath = (rest: string) => `${paths.order.path}/${rest}`;

/** The route table: both readings of spec section 2. The first route that matches is taken. */
export function AppRoutes() {
  return (
    <Switch>
      {/* Everything under the preview's path is the preview: first, so /___preview___/frame never reads as a
          tracking link (/:trackingId/:lang). The preview frame shows these same routes on a sample order: handed
          down, so the frame imports no shell. */}
      <Route path={paths.preview.path}>
        <PreviewPage appRoutes={AppRoutes} />
      </Route>
      <Route path={paths.trackingEntry.path}>
        <TrackingLayout preloadPage={preloadTrackingPage} />
      </Route>
      <Route path={paths.trackingPages.path}>
        <TrackingLayout preloadPage={preloadTrackingPage}>
          <Switch>
            <Route path={paths.order.path}>
              <OrderPage />
            </Route>
            <Route path={trackingPagePath(paths.preferences.path)}>
              <PreferencesPage />
            </Route>
            <Route path={trackingPagePath(paths.liveTracking.path)}>
              <LiveTrackingPage />
            </Route>
            <Route path={paths.notFound.path}>
              <EmbeddedNotFoundPage />
            </Route>
          </Switch>
        </TrackingLayout>
      </Route>
      <Route path={paths.notFound.path}>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
