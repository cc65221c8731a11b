import { PreferencesPage } from '../../features/preferences/preferences-page';
import { paths, withSkipPreferences } from '../../config/paths';
import { useTrackingContext } from '../tracking/tracking-context';

/** Route module of /{trackingId}/{lang}/preferences, loaded lazily. */
export function PreferencesRoute() {
  const { order, locale, search } = useTrackingContext();
  return (
    <PreferencesPage
      order={order}
      orderHref={paths.order.href(order.trackingId, locale, search)}
      skipHref={paths.order.href(order.trackingId, locale, withSkipPreferences(search))}
    />
  );
}
