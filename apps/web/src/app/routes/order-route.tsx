import { OrderPage } from '../../features/tracking/order/order-page';
import { useTrackingContext } from '../tracking/tracking-context';

/** Route module of /{trackingId}/{lang}, loaded lazily. */
export function OrderRoute() {
  const { order, locale, search } = useTrackingContext();
  return <OrderPage order={order} locale={locale} search={search} />;
}
