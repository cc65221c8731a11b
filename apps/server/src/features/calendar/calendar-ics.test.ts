import path from 'node:path';
import fc from 'fast-check';
import ical, { type VEvent } from 'node-ical';
import { SUPPORTED_LOCALES, type Locale } from '@tracking/core';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../platform/config/config';
import type { CalendarEntry } from '../../order-view/projection/calendar-entry';
import { icsOf } from './calendar-ics';
import { createTranslations } from '../../platform/i18n/page-translations';

const translations = createTranslations(path.join(REPO_ROOT, 'apps/web/public/locale'));

/** What a merchant may send: line breaks, iCalendar's special characters, property text and long Unicode. */
const hostileText = fc.string({
  unit: fc.constantFrom(
    '\r',
    '\n',
    '\r\n',
    ';',
    ',',
    '\\',
    ':',
    ' ',
    'a',
    'BEGIN:VEVENT',
    'END:VCALENDAR',
    'X-WR-CALNAME:evil',
    'ø',
    'é',
    '中',
    '😀',
    '👩‍👩‍👧',
  ),
  minLength: 1,
  maxLength: 120,
});

const entries = fc.constantFrom<CalendarEntry | null>(
  null,
  {
    statusCode: 80,
    state: 'planned',
    allDay: false,
    start: '2026-03-10T12:00:00.000Z',
    end: '2026-03-10T14:00:00.000Z',
  },
  {
    statusCode: 101,
    state: 'cancelled',
    allDay: false,
    start: '2026-03-10T12:00:00.000Z',
    end: '2026-03-10T12:15:00.000Z',
  },
  { statusCode: 10, state: 'planned', allDay: true, day: '2026-03-12' },
);

/** The merchant's text as a calendar client should show it: line breaks kept, carriage returns gone. */
const shown = (text: string) => text.replace(/\r\n/g, '\n').replace(/\r/g, '');

describe('the calendar text of any merchant', () => {
  it('parses to exactly the expected event and names, with every line at most 75 octets', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileText,
        entries,
        fc.constantFrom(...SUPPORTED_LOCALES),
        async (merchant, entry, locale: Locale) => {
          const t = await translations(locale);
          const pageUrl = 'https://track.example.com/BBBBBBBBBBBBBBBBBBBBBB/en_GB';
          const feed = {
            uid: 'abc@parcel-tracking',
            sequence: 3,
            stamp: new Date('2026-03-10T08:00:00.000Z'),
            view: {
              viewId: 'BBBBBBBBBBBBBBBBBBBBBB',
              merchant,
              countryCode: 'ES',
              timeZone: 'Atlantic/Canary',
              entry,
            },
          };
          const text = icsOf(feed, t, pageUrl);
          for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
          const parsed = ical.sync.parseICS(text);
          const components = Object.values(parsed);
          expect(components.filter((component) => component?.type === 'VCALENDAR')).toHaveLength(1);
          const events = components.filter((component): component is VEvent => component?.type === 'VEVENT');
          expect(components).toHaveLength(1 + events.length);
          expect(events).toHaveLength(entry ? 1 : 0);
          const name = t('addToCalendar.calendarName', { merchant: shown(merchant) });
          const calendar = parsed.vcalendar as unknown as Record<string, unknown>;
          expect([calendar.name, calendar['WR-CALNAME']]).toEqual([name, name]);
          expect(calendar['WR-TIMEZONE']).toBe('Atlantic/Canary');
          const [event] = events;
          if (!entry || !event) return;
          expect(event.uid).toBe(feed.uid);
          expect(event.summary).toContain(shown(merchant));
          expect(event.description).toBe(t('addToCalendar.eventDescription', { url: pageUrl }));
          if (!entry.allDay) expect(event.start.toISOString()).toBe(entry.start);
        },
      ),
      { numRuns: 300 },
    );
  });
});
