import { statusTextKeys } from '@tracking/core';
import ical, { ICalEventStatus } from 'ical-generator';
import type { CalendarFeedEntry } from './calendar-service';
import { escapeCalendarText, plainCalendarText } from './calendar-text';
import type { Translate } from '../../platform/i18n/page-translations';

const ICAL_STATUS = {
  planned: ICalEventStatus.CONFIRMED,
  delivered: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

/**
 * The feed as RFC 5545 text: one event (none while the order has no time yet) in the recipient's language. Every
 * text is escaped: ical-generator escapes the event's (SUMMARY, DESCRIPTION) but writes the calendar's NAME and
 * X-WR-CALNAME as given, so those are escaped here; control characters leave every text first.
 */
export function icsOf(feed: CalendarFeedEntry, t: Translate, pageUrl: string): string {
  const { entry } = feed.view;
  const merchant = plainCalendarText(feed.view.merchant);
  const calendar = ical({
    name: escapeCalendarText(t('addToCalendar.calendarName', { merchant })),
    prodId: { company: 'parcel-tracking', product: 'calendar', language: 'EN' },
  });
  // The address's zone as the calendar's (X-WR-TIMEZONE). Not ical-generator's `timezone`: given a Date it writes
  // the server's wall clock under that TZID; the times stay in UTC, which every client places right.
  calendar.x([['X-WR-TIMEZONE', feed.view.timeZone]]);
  if (!entry) return calendar.toString();
  const statusKey = statusTextKeys(entry.statusCode).title;
  const status = t(statusKey) === statusKey ? t('status.unknown.title') : t(statusKey);
  calendar.createEvent({
    id: feed.uid,
    sequence: feed.sequence,
    stamp: feed.stamp,
    ...(entry.allDay
      ? { start: new Date(`${entry.day}T00:00:00.000Z`), allDay: true }
      : { start: new Date(entry.start), end: new Date(entry.end) }),
    summary: plainCalendarText(t('order.documentTitle', { status, merchant })),
    description: plainCalendarText(t('addToCalendar.eventDescription', { url: pageUrl })),
    url: pageUrl,
    status: ICAL_STATUS[entry.state],
  });
  return calendar.toString();
}
