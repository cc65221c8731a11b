import {
  canChangePreferences,
  defaultLocaleForCountry,
  isLiveStatus,
  isSupportedLocale,
  type Locale,
  type Order,
} from '@tracking/core';
import { hasSkipPreferences, paths } from '../../config/paths';

export interface TrackingLocation {
  trackingId: string;
  /** The lang segment, undefined on /{trackingId}. */
  lang: string | undefined;
  /** What follows the lang segment: '' on the order page, 'preferences', 'live-tracking', … */
  rest: string;
  search: string;
}

type RedirectFacts = Pick<Order, 'deliveryAddress' | 'hasConfirmedPreferences' | 'statusCode' | 'shared'>;

/** Go elsewhere, or stay and show the page in the URL's locale. */
export type TrackingDecision = { kind: 'redirect'; to: string } | { kind: 'stay'; locale: Locale };

/**
 * Where a tracking link must go instead, if anywhere (spec section 2): a missing or unsupported lang goes
 * to the delivery country's locale; unconfirmed preferences that can still change go to the preferences page,
 * unless the query carries the skip flag; the live map of an order that is not live (not yet, or no longer) goes
 * to the order page (or where that would go). The query is kept, so the skip flag survives the first redirect.
 */
export function trackingRedirect(location: TrackingLocation, order: RedirectFacts): TrackingDecision {
  const { trackingId, lang, rest, search } = location;
  if (!isSupportedLocale(lang)) {
    const locale = defaultLocaleForCountry(order.deliveryAddress.country_code);
    return { kind: 'redirect', to: paths.order.href(trackingId, locale, search) };
  }
  // A shared view changes nothing: its preferences page goes back to the order.
  if (order.shared && rest === 'preferences')
    return { kind: 'redirect', to: paths.order.href(trackingId, lang, search) };
  // The map shows a driver on the way; before or after that the order page says where the parcel is.
  if (rest === paths.liveTracking.path && !isLiveStatus(order.statusCode)) {
    const onOrderPage = trackingRedirect({ ...location, rest: '' }, order);
    return onOrderPage.kind === 'redirect'
      ? onOrderPage
      : { kind: 'redirect', to: paths.order.href(trackingId, lang, search) };
  }
  const wantsPreferences =
    rest === '' &&
    !order.shared &&
    !order.hasConfirmedPreferences &&
    canChangePreferences(order.statusCode) &&
    !hasSkipPreferences(search);
  return wantsPreferences
    ? { kind: 'redirect', to: paths.preferences.href(trackingId, lang, search) }
    : { kind: 'stay', locale: lang };
}
