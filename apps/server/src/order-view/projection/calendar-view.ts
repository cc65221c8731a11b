import type { Order } from '@tracking/core';
import { calendarEntry, type CalendarEntry } from './calendar-entry';

/** What a calendar subscribed to an order sees (allow-list: audiences/allow-lists.ts `calendar`). */
export interface CalendarView {
  /** The view-only id the feed was read with; the event's link opens the share view with it. */
  viewId: string;
  /** The merchant's name, for the calendar's and the event's title. */
  merchant: string;
  /** The delivery country, for the entry's default language. */
  countryCode: string;
  /** The delivery address's time zone (IANA), the calendar's own (its times are absolute, in UTC). */
  timeZone: string;
  entry: CalendarEntry | null;
}

/** The calendar's projection of an order, picked from its (share) view: the entry, who sends it, which country. */
export function calendarView(order: Order, viewId: string): CalendarView {
  return {
    viewId,
    merchant: order.account.name,
    countryCode: order.deliveryAddress.country_code,
    timeZone: order.timeZone,
    entry: calendarEntry(order),
  };
}
