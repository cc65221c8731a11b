import { LiveMapPage } from '../../features/live-map/live-map-page';
import { LazyNotifyMe } from '../../features/push/lazy-notify-me';
import { paths } from '../../config/paths';
import { useTrackingContext } from '../tracking/tracking-context';

/** Route module of /{trackingId}/{lang}/live-tracking, loaded lazily: the map, given the order and its estimate. */
export function LiveTrackingRoute() {
  const { order, locale, search } = useTrackingContext();
  return (
    <LiveMapPage
      order={order}
      locale={locale}
      orderHref={paths.order.href(order.trackingId, locale, search)}
      notify={<LazyNotifyMe trackingId={order.trackingId} locale={locale} />}
    />
  );
}
