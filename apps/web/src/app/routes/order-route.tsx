import { isFinalStatus, type Locale, type Order } from '@tracking/core';
import { Suspense } from 'react';
import { AddToCalendarButton } from '../../features/add-to-calendar/add-to-calendar-button';
import { hasArrivalToAdd } from '../../features/add-to-calendar/calendar-arrival';
import { asksForFeedback } from '../../features/feedback/asks-for-feedback';
import { offersDispute } from '../../features/dispute/offers-dispute';
import { useNow } from '../../lib/use-now';
import { LazyNotifyMe } from '../../features/push/lazy-notify-me';
import { ShareButton } from '../../features/share/share-button';
import { SharedNotice } from '../../features/share/shared-notice';
import { OrderPage } from '../../features/tracking/order/order-page';
import { loadEtaHistory } from '../../features/tracking/eta/lazy-eta-history';
import { lazyPart } from '../../lib/lazy-part';
import { OptionalPart } from '../../ui/error-boundary';
import { useTrackingContext } from '../tracking/tracking-context';

// Only an order whose delivery is over asks for feedback, so the form's code loads only for it, off the order
// page's critical path.
const FeedbackCard = lazyPart(
  () => import('../../features/feedback/feedback-card'),
  (module) => module.FeedbackCard,
);

// Reporting a problem is for the few deliveries that went wrong: its code loads only where it is offered.
const DisputeCard = lazyPart(
  () => import('../../features/dispute/dispute-card'),
  (module) => module.DisputeCard,
);

/** The parts of the order page drawn from chunks of their own that the server rendered for `order`. */
export const loadOrderParts = (order: Order): Promise<unknown> => loadEtaHistory(order);

/**
 * The dispute card while a problem can be reported (or one was). It keeps the clock to itself: a re-render of
 * the route while the feedback form's boundary is still hydrating would render that form anew and lose what was
 * typed on the server's HTML.
 */
function DisputeIfOffered({ order, locale }: { order: Order; locale: Locale }) {
  const now = useNow(60_000);
  if (!offersDispute(order, now)) return null;
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <DisputeCard
          trackingId={order.trackingId}
          dispute={order.dispute}
          locale={locale}
          timeZone={order.timeZone}
        />
      </Suspense>
    </OptionalPart>
  );
}

/**
 * Route module of /{trackingId}/{lang}, loaded lazily; a delivery that is over gets the feedback card (and, for 7 days
 * after delivery, a way to report a problem), an arrival still to
 * come the calendar entry. A shared view (a household share link) says so, and offers neither feedback nor
 * sharing.
 */
export function OrderRoute() {
  const { order, locale, search } = useTrackingContext();
  const feedback =
    asksForFeedback(order.statusCode) && !order.shared ? (
      <>
        <OptionalPart>
          <Suspense fallback={null}>
            <FeedbackCard
              trackingId={order.trackingId}
              feedback={order.feedback}
              locale={locale}
              timeZone={order.timeZone}
            />
          </Suspense>
        </OptionalPart>
        <DisputeIfOffered order={order} locale={locale} />
      </>
    ) : null;
  // A calendar entry only while an arrival is still to come and has a time or a day.
  const calendar = hasArrivalToAdd(order);
  // Push messages while there is still something to tell (a share link may subscribe too).
  const notify = !isFinalStatus(order.statusCode);
  const actions =
    calendar || notify || !order.shared ? (
      <>
        {notify ? <LazyNotifyMe trackingId={order.trackingId} locale={locale} /> : null}
        {calendar ? <AddToCalendarButton trackingId={order.trackingId} locale={locale} /> : null}
        {order.shared ? null : (
          <ShareButton trackingId={order.trackingId} locale={locale} timeZone={order.timeZone} />
        )}
      </>
    ) : null;
  return (
    <OrderPage
      order={order}
      locale={locale}
      search={search}
      feedback={feedback}
      actions={actions}
      notice={order.shared ? <SharedNotice /> : null}
    />
  );
}
