import { isLiveStatus, type Locale, type Order } from '@tracking/core';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { useLiveUpdates } from '../../lib/use-live-updates';
import { useNow } from '../../lib/use-now';
import { lazyPart } from '../../lib/lazy-part';
import { useHydrated } from '../../lib/use-hydrated';
import { useOnline } from '../../lib/use-online';
import { OptionalPart } from '../../ui/error-boundary';
import { mapPlaces } from './map/map-places';
import { freshness } from './panel/freshness';
import { LivePanel } from './panel/live-panel';
import styles from './live-map-page.module.css';

// Leaflet needs a browser: the map's code loads there only, so the server renders the page without it.
const LiveMap = lazyPart(
  () => import('./map/live-map'),
  (module) => module.LiveMap,
);

interface LiveMapPageProps {
  order: Order;
  locale: Locale;
  /** The order page: where Close goes, and where the map goes once the driver is no longer on the way. */
  orderHref: string;
  /** The "Notify me" control, given by the route so the features stay apart. */
  notify?: ReactNode;
}

/** How often the page re-reads the clock: the countdown and the stale marker follow within this. */
const CLOCK_MS = 5_000;

/**
 * The live-tracking page: the map with the driver and the address, and a panel saying the same in words. It
 * listens to live updates while the order is live and leaves for the order page once it is not.
 */
export function LiveMapPage({ order, locale, orderHref, notify }: LiveMapPageProps) {
  const { t } = useTranslation();
  const liveStatus = useLiveUpdates(order.trackingId, order.statusCode);
  const now = useNow(CLOCK_MS);
  const hydrated = useHydrated();
  const online = useOnline();
  const { deliveryAddress, pickupAddress, serviceType } = order;
  const places = useMemo(
    () => mapPlaces({ deliveryAddress, pickupAddress, serviceType }),
    [deliveryAddress, pickupAddress, serviceType],
  );
  if (!isLiveStatus(order.statusCode)) return <Redirect to={orderHref} replace />;

  // Offline the position shown is the last one received, however recent: it greys like an old one.
  const stale = !online || freshness(order.driverLocation, now.getTime()).kind === 'stale';
  return (
    <div className={styles.page}>
      <title>{t('liveMap.documentTitle', { merchant: order.account.name })}</title>
      <div className={styles.panel}>
        <LivePanel order={order} locale={locale} now={now} liveStatus={liveStatus}>
          {notify}
        </LivePanel>
      </div>
      <div className={styles.map}>
        {hydrated ? (
          // The panel says where the parcel is whether or not the map loads.
          <OptionalPart>
            <Suspense fallback={null}>
              <LiveMap places={places} driver={order.driverLocation} stale={stale} closeHref={orderHref} />
            </Suspense>
          </OptionalPart>
        ) : (
          <p className={styles.needsJavaScript}>{t('liveMap.needsJavaScript')}</p>
        )}
      </div>
    </div>
  );
}
