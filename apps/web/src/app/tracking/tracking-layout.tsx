import { isLiveStatus, isSupportedLocale, type Locale } from '@tracking/core';
import { Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';
import i18next from 'i18next';
import { Redirect, useParams } from 'wouter';
import { paths } from '../../config/paths';
import { useOrder } from '../../features/tracking/api/get-order';
import { errorCodeOf } from '../../lib/api-client';
import { lazyPart } from '../../lib/lazy-part';
import { useAddress } from '../../lib/router';
import { retryFailedLocale } from '../../i18n/i18n';
import { LocalisedSpinner } from '../localised-spinner';
import { PrefetchWhenIdle } from './prefetch-when-idle';
import { TrackingContextProvider, type TrackingContext } from './tracking-context';
import { trackingRedirect } from './tracking-redirect';
import { TrackingShell } from './tracking-shell';

const NotFoundPage = lazyPart(
  () => import('../../features/not-found/not-found-page'),
  (module) => module.NotFoundPage,
);

/** Loads the page an order that cannot be shown gets (before hydrating a server-rendered one, or on the server). */
export const loadNotFoundPage = NotFoundPage.load;

/**
 * Keeps i18next (and so <html lang>) on the URL's locale. It uses the instance directly, not the suspending
 * hook: this layout must not wait for translations, so the order and the page chunk load alongside them.
 */
function useFollowLocale(locale: Locale | null) {
  useEffect(() => {
    if (locale && i18next.language !== locale) void i18next.changeLanguage(locale);
  }, [locale]);
}

/** A locale whose file failed (the page is in English meanwhile) is asked for again on each later navigation. */
function useRetryLocaleOnNavigation(pathname: string) {
  const firstRun = useRef(true);
  useEffect(() => {
    if (!firstRun.current) void retryFailedLocale();
    firstRun.current = false;
  }, [pathname]);
}

/**
 * /{trackingId} and /{trackingId}/{lang}/*: loads the order and the page's chunk (spinner meanwhile), shows the
 * not-found page when the order fails or is gone (the cache drops a gone order's data: lib/query-client), applies
 * the redirect rules, then frames the page (`children`) in the merchant's shell.
 */
export function TrackingLayout({
  preloadPage,
  children,
}: {
  preloadPage: (rest: string) => void;
  children?: ReactNode;
}) {
  const { trackingId = '', lang } = useParams();
  const { pathname, search } = useAddress();
  const rest = pathname.split('/').slice(3).filter(Boolean).join('/');
  const query = useOrder(trackingId);
  useFollowLocale(isSupportedLocale(lang) ? lang : null);
  // The page's chunk loads while the order does, not after it.
  useEffect(() => preloadPage(rest), [preloadPage, rest]);
  useRetryLocaleOnNavigation(pathname);

  const preloadLiveMap = useCallback(() => preloadPage(paths.liveTracking.path), [preloadPage]);

  const order = query.data;
  if (!order) {
    if (query.isError) return <NotFoundPage code={errorCodeOf(query.error)} />;
    // Offline, and this device kept no copy of the order: say so rather than spin (it loads once back online).
    if (query.fetchStatus === 'paused') return <NotFoundPage offline />;
    return <LocalisedSpinner />;
  }

  const decision = trackingRedirect({ trackingId, lang, rest, search }, order);
  // Keyed by where it goes: a Redirect moves once, as it mounts, and where it leads may redirect again with this
  // layout still in place (/{trackingId} -> /{trackingId}/{lang} -> its preferences).
  if (decision.kind === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />;
  const context: TrackingContext = { order, locale: decision.locale, search };
  return (
    <TrackingShell order={order} locale={decision.locale} mapView={rest === paths.liveTracking.path}>
      <Suspense fallback={<LocalisedSpinner />}>
        <TrackingContextProvider value={context}>{children}</TrackingContextProvider>
        {/* While the driver is on the way the map is one tap away: its chunk loads once the order page is up. */}
        {rest === '' && isLiveStatus(order.statusCode) ? <PrefetchWhenIdle load={preloadLiveMap} /> : null}
      </Suspense>
    </TrackingShell>
  );
}
