import { PreferencesPage } from '../../features/preferences/preferences-page';
import { paths, withSkipPreferences } from '../../config/paths';
import { useTrackingContext } from '../tracking/tracking-context';

/** Route module of /{trackingId}/{lang}/preferences, loaded lazily. */
export function PreferencesRoute() {
  const { order, locale, search } = useTrackingContext();
  return (
    <PreferencesPage
      clientName={order.account.name}
      deliveryAddress={order.deliveryAddress}
      continueHref={paths.order.href(order.trackingId, locale, withSkipPreferences(search))}
    />
  );
}
