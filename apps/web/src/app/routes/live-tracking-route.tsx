import { LiveMapPage } from '../../features/live-map/live-map-page';
import { paths } from '../../config/paths';
import { useTrackingContext } from '../tracking/tracking-context';

/** Route module of /{trackingId}/{lang}/live-tracking, loaded lazily. */
export function LiveTrackingRoute() {
  const { order, locale, search } = useTrackingContext();
  return <LiveMapPage orderHref={paths.order.href(order.trackingId, locale, search)} />;
}
