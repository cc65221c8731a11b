import ical, { type CalendarComponent, type VEvent } from 'node-ical';
import { SUPPORTED_LOCALES } from '@tracking/core';
import type { Engine } from '../support/engines';
import { orderBody, Service } from '../support/service';

/*
 * Issue 29, item 4: a merchant name with CR LF was written unescaped into the calendar feed's NAME and
 * X-WR-CALNAME lines, and a calendar showed an event the merchant made up. Here merchants whose names carry an
 * injected event, iCalendar's special characters and long Unicode send orders through ingest; each order's feed
 * is fetched in every language and parsed with node-ical (what calendar clients do).
 */

export interface CalendarInjectionFigures {
  engine: string;
  feeds: number;
  /** Events parsed over every feed; one a feed is expected. */
  eventsParsed: number;
  eventsExpected: number;
  /** Feeds a calendar parser (node-ical) could not read at all. */
  unparseable: number;
  /** Components other than the one calendar and its event (an injected VEVENT, VTODO, ...). */
  injectedComponents: number;
  /** Feeds whose calendar names and event summary read as the merchant's name as sent (CR dropped). */
  namesIntact: number;
  linesOver75Octets: number;
}

/** Names a merchant could send (at most 200 characters each). */
export const HOSTILE_MERCHANTS = [
  'Acme\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Your refund\r\nURL:https://evil.example/\r\nDTSTART:20260101T090000Z\r\nDTEND:20260101T100000Z\r\nEND:VEVENT\r\nX-A:',
  'Acme\nX-WR-CALNAME:evil\nBEGIN:VTODO\nSUMMARY:pay\nEND:VTODO',
  'Semi;colon, comma\\ backslash: colon \\n \\, \\;',
  'Ø中😀👩‍👩‍👧'.repeat(15),
];

/** The merchant's text as a calendar should show it: line breaks kept, carriage returns gone. */
const shown = (text: string) => text.replace(/\r\n/g, '\n').replace(/\r/g, '');

/**
 * A text property's value as RFC 5545 reads it (lines unfolded, escapes read left to right). node-ical reads
 * `\\n` (a backslash, then n) as a backslash and a line break, so names are judged by this reading; node-ical
 * judges the structure (which components there are).
 */
function textProperty(feed: string, name: string): string {
  const line = feed
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((entry) => entry.startsWith(`${name}:`));
  return (line ?? '')
    .slice(name.length + 1)
    .replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

/** The feed's components as node-ical reads them, or undefined when it cannot. */
function parsed(feed: string): (CalendarComponent | undefined)[] | undefined {
  try {
    return Object.values(ical.sync.parseICS(feed));
  } catch {
    return undefined;
  }
}

export async function measureCalendarInjection(engine: Engine): Promise<CalendarInjectionFigures> {
  const service = await Service.start(engine.env);
  const figures: CalendarInjectionFigures = {
    engine: engine.name,
    feeds: 0,
    eventsParsed: 0,
    eventsExpected: 0,
    unparseable: 0,
    injectedComponents: 0,
    namesIntact: 0,
    linesOver75Octets: 0,
  };
  try {
    for (const [index, name] of HOSTILE_MERCHANTS.entries()) {
      const accountId = `calendar-${index}`;
      const created = await service.ingest(
        'POST',
        '/ingest/orders',
        orderBody({ accountId, account: { name, logo: null } }),
      );
      if (created.status !== 201) throw new Error(`ingest refused the merchant: ${await created.text()}`);
      const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
      const handedOut = await fetch(`${service.baseUrl}/tracking/calendar?trackingId=${trackingId}`, {
        method: 'POST',
      });
      const feedUrl = new URL(((await handedOut.json()) as { payload: { url: string } }).payload.url);
      for (const locale of SUPPORTED_LOCALES) {
        feedUrl.searchParams.set('lang', locale);
        const text = await (await fetch(`${service.baseUrl}${feedUrl.pathname}${feedUrl.search}`)).text();
        figures.feeds += 1;
        figures.eventsExpected += 1;
        figures.linesOver75Octets += text.split('\r\n').filter((line) => Buffer.byteLength(line) > 75).length;
        const components = parsed(text);
        if (!components) {
          figures.unparseable += 1;
          continue;
        }
        const events = components.filter((component): component is VEvent => component?.type === 'VEVENT');
        figures.eventsParsed += events.length;
        figures.injectedComponents += components.filter(
          (component) => component?.type !== 'VCALENDAR' && component?.type !== 'VEVENT',
        ).length;
        figures.injectedComponents += Math.max(0, events.length - 1);
        const names = ['NAME', 'X-WR-CALNAME', 'SUMMARY'].map((property) => textProperty(text, property));
        if (names.every((value) => value.includes(shown(name)))) figures.namesIntact += 1;
      }
    }
    return figures;
  } finally {
    await service.kill('SIGTERM');
  }
}
