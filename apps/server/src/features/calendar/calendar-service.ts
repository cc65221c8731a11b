import { createHash } from 'node:crypto';
import type { Order } from '@tracking/core';
import type { DomainDeps } from '../../order-view/deps';
import {
  calendarEntry,
  calendarFingerprint,
  type CalendarEntry,
} from '../../order-view/projection/calendar-entry';
import type { ShareLinks } from '../share/share-service';

/** An order's calendar entry as a feed serves it. */
export interface CalendarFeedEntry {
  /** Stable for the order whichever link (its own or a share link) subscribes; gives no id away. */
  uid: string;
  /** Grows with every change of what the entry shows, so calendar clients replace their copy. */
  sequence: number;
  entry: CalendarEntry | null;
  /** The view behind the link (a share link's leaves out what a share leaves out). */
  order: Order;
  /** When the feed was read (DTSTAMP). */
  stamp: Date;
}

/** A one-way hash of the tracking id: the same UID for the order on every link, and no way back to the id. */
const uidOf = (trackingId: string) =>
  `${createHash('sha256').update(`calendar:${trackingId}`).digest('hex').slice(0, 32)}@parcel-tracking`;

/**
 * The calendar feed of an order (GET /tracking/calendar.ics): its entry, and a SEQUENCE kept per order that
 * grows whenever a read finds the entry changed since the last read (a calendar client polls the feed).
 */
export function createCalendar({ store, now }: DomainDeps, shares: ShareLinks) {
  return {
    async entry(id: string): Promise<CalendarFeedEntry> {
      const { order, trackingId } = await shares.trackWithOwner(id);
      const entry = calendarEntry(order);
      const fingerprint = calendarFingerprint(entry);
      const sequence = await store.transaction(async (tx) => {
        const last = await tx.findCalendarState(trackingId);
        if (last?.fingerprint === fingerprint) return last.sequence;
        const next = last ? last.sequence + 1 : 0;
        await tx.saveCalendarState(trackingId, { fingerprint, sequence: next });
        return next;
      });
      return { uid: uidOf(trackingId), sequence, entry, order, stamp: now() };
    },
  };
}

export type Calendar = ReturnType<typeof createCalendar>;
