import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { orderBody, startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';

/** Handed-out URLs are built from PUBLIC_URL; the Host header a request came with (here a forged one) never shows. */
const PUBLIC_URL = 'https://track.example.com';
const FORGED_HOST = 'attacker.example';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

/** The one event of a feed, as a calendar client parses it. */
function eventOf(text: string): VEvent {
  const events = Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  );
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

describeEachEngine('the calendar feed', (engine) => {
  let test: TestApp;
  let now: Date;
  beforeEach(async () => {
    now = new Date('2026-03-10T08:00:00.000Z');
    test = await startTestApp({ LINK_TTL_DAYS: '30', PUBLIC_URL }, { now: () => now, engine });
  });
  afterEach(() => test.close());

  const feed = (id: string, lang = 'en_GB') =>
    test.app.inject({
      url: `/tracking/calendar.ics?trackingId=${id}&lang=${lang}`,
      headers: { host: FORGED_HOST },
    });

  const feedUrls = async (id: string) => {
    const response = await test.app.inject({
      method: 'POST',
      url: `/tracking/calendar?trackingId=${id}`,
      headers: { host: FORGED_HOST },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ payload: { calendarId: string; url: string; subscribeUrl: string } }>().payload;
  };

  it('hands the owner a feed under a view-only calendar id, the same every time; a share id keeps its own', async () => {
    const trackingId = await test.createOrder();
    const urls = await feedUrls(trackingId);
    expect(urls.calendarId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(urls.calendarId).not.toBe(trackingId);
    expect(urls).toEqual({
      calendarId: urls.calendarId,
      url: `https://track.example.com/tracking/calendar.ics?trackingId=${urls.calendarId}`,
      subscribeUrl: `webcal://track.example.com/tracking/calendar.ics?trackingId=${urls.calendarId}`,
    });
    expect(await feedUrls(trackingId)).toEqual(urls);
    expect((await feedUrls(urls.calendarId)).calendarId).toBe(urls.calendarId);
    const share = await test.app.inject({ method: 'POST', url: `/tracking/share?trackingId=${trackingId}` });
    const { shareId } = share.json<{ payload: { shareId: string } }>().payload;
    expect((await feedUrls(shareId)).calendarId).toBe(shareId);
  });

  it('the calendar id opens the share view, changes nothing, and goes when revoked or anonymised', async () => {
    const trackingId = await test.createOrder();
    const { calendarId } = await feedUrls(trackingId);
    const opened = await test.app.inject(`/tracking/?trackingId=${calendarId}`);
    expect(opened.json()).toMatchObject({ payload: { trackingId: calendarId, shared: true } });
    expect(opened.body).not.toContain('Vesterbrogade');
    const write = await test.app.inject({
      method: 'POST',
      url: `/tracking/preferences?trackingId=${calendarId}`,
      payload: { deliveryPreference: 20 },
    });
    expect(write.statusCode).toBe(403);
    const revoked = await test.app.inject({
      method: 'DELETE',
      url: `/tracking/share?trackingId=${trackingId}&shareId=${calendarId}`,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await feed(calendarId)).statusCode).toBe(404);
    const again = await feedUrls(trackingId);
    expect(again.calendarId).not.toBe(calendarId);
    expect((await test.ingest('POST', `/ingest/orders/${trackingId}/anonymise`)).statusCode).toBe(200);
    expect((await feed(again.calendarId)).statusCode).toBe(404);
  });

  it('answers text/calendar with one event: the window, merchant and status in the language, and the link', async () => {
    const trackingId = await test.createOrder({
      deliveryWindow: { start: '2026-03-10T12:00:00Z', end: '2026-03-10T14:00:00Z' },
    });
    const response = await feed(trackingId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const event = eventOf(response.body);
    expect(event.start.toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-03-10T14:00:00.000Z');
    expect(event.summary).toBe('Parcel received · Parcel from Acme Parcels');
    // The owner's link never reaches a calendar: the event links the share view, under the order's calendar id.
    expect(response.body).not.toContain(trackingId);
    const { calendarId } = await feedUrls(trackingId);
    expect(event.description).toContain(`https://track.example.com/${calendarId}/en_GB`);
    expect(event.url).toMatchObject({ val: `https://track.example.com/${calendarId}/en_GB` });
    expect(response.body).not.toContain('Vesterbrogade');

    const danish = eventOf((await feed(trackingId, 'da_DK')).body);
    expect(danish.summary).not.toBe(event.summary);
    expect(danish.uid).toBe(event.uid);
    expect(danish.uid).not.toContain(trackingId);
  });

  it('keeps a merchant name with line breaks and special characters in its titles, adding no event', async () => {
    const name = 'Evil\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT; a, b\\ c';
    const trackingId = await test.createOrder({
      accountId: 'evil-shop',
      account: { ...(orderBody().account as object), name },
      deliveryWindow: { start: '2026-03-10T12:00:00Z', end: '2026-03-10T14:00:00Z' },
    });
    const response = await feed(trackingId);
    expect(response.statusCode).toBe(200);
    const event = eventOf(response.body);
    const shown = name.replace(/\r/g, '');
    expect(event.summary).toBe(`Parcel received · Parcel from ${shown}`);
    const calendar = ical.sync.parseICS(response.body).vcalendar as unknown as Record<string, unknown>;
    expect([calendar.name, calendar['WR-CALNAME']]).toEqual([`Parcel from ${shown}`, `Parcel from ${shown}`]);
  });

  it('moves with a PATCH of the promised time, with a SEQUENCE that grows; unchanged polls keep it', async () => {
    const trackingId = await test.createOrder({ promisedTime: '2026-03-10T14:00:00Z' });
    const first = eventOf((await feed(trackingId)).body);
    expect(first.start.toISOString()).toBe('2026-03-10T13:00:00.000Z');
    const again = eventOf((await feed(trackingId)).body);
    expect(Number(again.sequence)).toBe(Number(first.sequence));

    const patched = await test.ingest('PATCH', `/ingest/orders/${trackingId}`, {
      promisedTime: '2026-03-10T16:00:00Z',
    });
    expect(patched.statusCode).toBe(200);
    const moved = eventOf((await feed(trackingId)).body);
    expect(moved.start.toISOString()).toBe('2026-03-10T15:00:00.000Z');
    expect(moved.uid).toBe(first.uid);
    expect(Number(moved.sequence)).toBeGreaterThan(Number(first.sequence));

    // Delivered: the entry says so, at the time it was, and moves once more.
    await test.ingest('POST', `/ingest/orders/${trackingId}/events`, {
      statusCode: 90,
      at: '2026-03-10T15:42:00Z',
    });
    const delivered = eventOf((await feed(trackingId)).body);
    expect(delivered.summary).toBe('Delivered · Parcel from Acme Parcels');
    expect(delivered.start.toISOString()).toBe('2026-03-10T15:40:00.000Z');
    expect(Number(delivered.sequence)).toBeGreaterThan(Number(moved.sequence));
  });

  it('says cancelled when the parcel will not come', async () => {
    const trackingId = await test.createOrder();
    await test.ingest('POST', `/ingest/orders/${trackingId}/events`, { statusCode: 100 });
    expect(eventOf((await feed(trackingId)).body).status).toBe('CANCELLED');
  });

  it('is an all-day entry on a day the recipient chose', async () => {
    const trackingId = await test.createOrder({ availableDeliveryDates: ['2026-03-12'] });
    await test.app.inject({
      method: 'POST',
      url: `/tracking/preferences?trackingId=${trackingId}`,
      payload: { deliveryPreference: 10, deliveryDate: '2026-03-12' },
    });
    const response = await feed(trackingId);
    expect(response.body).toContain('DTSTART;VALUE=DATE:20260312');
    expect(eventOf(response.body).datetype).toBe('date');
  });

  it('serves a share link the same entry (same UID), linking to the shared page', async () => {
    const trackingId = await test.createOrder();
    const own = eventOf((await feed(trackingId)).body);
    const created = await test.app.inject({
      method: 'POST',
      url: `/tracking/share?trackingId=${trackingId}`,
    });
    const { shareId } = created.json().payload as { shareId: string };
    const response = await feed(shareId);
    const shared = eventOf(response.body);
    expect(shared.uid).toBe(own.uid);
    expect(shared.description).toContain(`/${shareId}/en_GB`);
    expect(response.body).not.toContain(trackingId);
  });

  it('answers like the API: 404 for an unknown id, 400 for a bad language, 410 once the link expired', async () => {
    expect((await feed(UNKNOWN_ID)).statusCode).toBe(404);
    const trackingId = await test.createOrder();
    const badLang = await feed(trackingId, 'xx_XX');
    expect([badLang.statusCode, badLang.json().errors[0].key]).toEqual([400, 'lang']);
    await test.ingest('POST', `/ingest/orders/${trackingId}/events`, { statusCode: 90 });
    expect((await feed(trackingId)).statusCode).toBe(200);
    now = new Date(now.getTime() + 30 * DAY_MS);
    const expired = await feed(trackingId);
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'order_expired']);
  });
});

describe('the calendar feed and the enumeration guard', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({ ENUMERATION_MAX_MISSES: '2', ENUMERATION_WINDOW_SECONDS: '60' });
  });
  afterEach(() => test.close());

  it('counts unknown ids as misses, like the API, and blocks the address past the limit', async () => {
    const trackingId = await test.createOrder();
    const url = (id: string) => `/tracking/calendar.ics?trackingId=${id}`;
    expect((await test.app.inject(url(trackingId))).statusCode).toBe(200);
    expect((await test.app.inject(url(UNKNOWN_ID))).statusCode).toBe(404);
    expect((await test.app.inject(url('malformed'))).statusCode).toBe(400);
    const blocked = await test.app.inject(url(trackingId));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
