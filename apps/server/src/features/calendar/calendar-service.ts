import { createHash } from 'node:crypto';
import type { DomainDeps } from '../../order-view/deps';
import { calendarFingerprint } from '../../order-view/projection/calendar-entry';
import { calendarView, type CalendarView } from '../../order-view/projection/calendar-view';
import type { Order } from '@tracking/core';

/**
 * What the calendar needs of the links (the share feature's service, given by the composition root): the
 * view-only id a calendar is served under, and the view such an id gives with the order's own id behind it.
 */
export interface LinkReader {
  calendarId(id: string): Promise<string>;
  trackWithOwner(id: string): Promise<{ order: Order; trackingId: string }>;
}

/** An order's calendar entry as a feed serves it. */
export interface CalendarFeedEntry {
  /** Stable for the order whichever link subscribes; gives no id away. */
  uid: string;
  /** Grows with every change of what the entry shows, so calendar clients replace their copy. */
  sequence: number;
  /** The calendar's projection, read through a view-only id. */
  view: CalendarView;
  /** When the feed was read (DTSTAMP). */
  stamp: Date;
}

/** A one-way hash of the tracking id: the same UID for the order on every link, and no way back to the id. */
const uidOf = (trackingId: string) =>
  `${createHash('sha256').update(`calendar:${trackingId}`).digest('hex').slice(0, 32)}@parcel-tracking`;

/**
 * The calendar feed of an order (GET /tracking/calendar.ics): its entry, and a SEQUENCE kept per order that
 * grows whenever a read finds the entry changed since the last read (a calendar client polls the feed). Read
 * through a view-only id: the order's own tracking id is swapped for its calendar id, so neither the feed nor
 * the event's link gives full access.
 */
export function createCalendar({ store, now }: DomainDeps, shares: LinkReader) {
  return {
    /** The view-only id an id's calendar feed is served under (made on the first call for an owner's id). */
    feedId: (id: string) => shares.calendarId(id),

    async entry(id: string): Promise<CalendarFeedEntry> {
      const viewId = await shares.calendarId(id);
      const { order, trackingId } = await shares.trackWithOwner(viewId);
      const view = calendarView(order, viewId);
      const fingerprint = calendarFingerprint(view.entry);
      const sequence = await store.transaction(async (tx) => {
        const last = await tx.findCalendarState(trackingId);
        if (last?.fingerprint === fingerprint) return last.sequence;
        const next = last ? last.sequence + 1 : 0;
        await tx.saveCalendarState(trackingId, { fingerprint, sequence: next });
        return next;
      });
      return { uid: uidOf(trackingId), sequence, view, stamp: now() };
    },
  };
}

export type Calendar = ReturnType<typeof createCalendar>;
