import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { accountStatsSchema, USAGE_COUNTS, webhookEventSchema } from '@tracking/core/schemas';
import { ensurePageBuilt, WEB_DIST } from '../../testing/page-build';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { WebhookReceiver } from '../../testing/webhook-receiver';
import { readDatabase } from '../../testing/database-rows';
import { multipartForm } from '../../testing/multipart-form';
import { smallPhoto } from '../../testing/test-photos';

describeEachEngine("a merchant's stats", (engine) => {
  let test: TestApp;
  let hooks: WebhookReceiver;
  let now: Date;
  beforeAll(() => ensurePageBuilt());
  beforeEach(async () => {
    now = new Date('2026-03-10T09:00:00Z');
    hooks = await WebhookReceiver.start();
    test = await startTestApp(
      {
        WEB_DIST,
        WEBHOOK_URL: hooks.url,
        WEBHOOK_SECRET: 'whsec_c3RhdHMtdGVzdC1zZWNyZXQtMDEyMzQ1Njc4OQ==',
        WEBHOOK_COALESCE_MS: '0',
      },
      { engine, now: () => now },
    );
  });
  afterEach(async () => {
    await hooks.stop();
    await test.close();
  });

  const stats = async (accountId: string, query = '') => {
    const response = await test.ingest('GET', `/ingest/accounts/${accountId}/stats${query}`);
    expect(response.statusCode).toBe(200);
    return accountStatsSchema.parse(response.json().payload);
  };
  const read = (id: string) => test.app.inject({ method: 'GET', url: `/tracking/?trackingId=${id}` });
  const page = (path: string) =>
    test.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
  const linkOpenedEvents = () =>
    hooks.received
      .map((call) => webhookEventSchema.parse(JSON.parse(call.body)))
      .filter((event) => event.type === 'order.link_opened');

  it('counts what recipients did per account and day, and reports each link opened once', async () => {
    const a = await test.createOrder({ accountId: 'shop-a', statusCode: 20 });
    const b = await test.createOrder({ accountId: 'shop-b', account: { name: 'B' }, statusCode: 20 });
    for (let open = 0; open < 3; open += 1) expect((await read(a)).statusCode).toBe(200);
    expect((await page(`/${a}/en_GB?__skip-pref__`)).statusCode).toBe(200);
    // The map of an order that is not live redirects (not a view of its own); the preferences page is one.
    expect((await page(`/${a}/en_GB/live-tracking`)).statusCode).toBe(302);
    expect((await page(`/${a}/en_GB/preferences`)).statusCode).toBe(200);
    const preferences = { deliveryPreference: 20, instructions: 'Gate 4' };
    for (const body of [preferences, { ...preferences, instructions: 'Gate 5' }]) {
      const saved = await test.app.inject({
        method: 'POST',
        url: `/tracking/preferences?trackingId=${a}`,
        payload: body,
      });
      expect(saved.statusCode).toBe(200);
    }
    const share = await test.app.inject({ method: 'POST', url: `/tracking/share?trackingId=${a}` });
    expect(share.statusCode).toBe(201);
    const calendar = await test.app.inject({ method: 'POST', url: `/tracking/calendar?trackingId=${a}` });
    expect(calendar.statusCode).toBeLessThan(300);
    const pin = { lat: '52.370216', lng: '4.895168' };
    for (const lat of [pin.lat, '52.3703']) {
      const card = await test.app.inject({
        method: 'PUT',
        url: `/tracking/doorstep?trackingId=${a}`,
        ...(await multipartForm({
          photo: { bytes: await smallPhoto(), name: 'door.jpg', type: 'image/jpeg' },
          ...pin,
          lat,
        })),
      });
      expect(card.statusCode).toBe(200);
    }
    expect((await read(b)).statusCode).toBe(200);
    // Both opens delivered before the clock moves a day: a delivery still in flight then would see its lease
    // (taken on the old clock) long expired and be claimed again, which a real clock never does.
    await expect.poll(() => linkOpenedEvents().length).toBe(2);

    now = new Date('2026-03-11T10:00:00Z');
    await test.ingest('PATCH', `/ingest/orders/${a}`, { statusCode: 90 });
    for (const rating of [5, 2]) {
      const sent = await test.app.inject({
        method: 'POST',
        url: `/tracking/feedback?trackingId=${a}`,
        payload: { rating },
      });
      expect(sent.statusCode).toBe(200);
    }
    expect((await read(a)).statusCode).toBe(200);

    const ofA = await stats('shop-a', '?from=2026-03-10&to=2026-03-11');
    expect(ofA.days.map((day) => day.day)).toEqual(['2026-03-10', '2026-03-11']);
    expect(ofA.days[0]).toMatchObject({
      linksOpened: 1,
      pageViews: 2,
      preferencesConfirmed: 1,
      preferencesChanged: 1,
      shareLinks: 1,
      calendarEntries: 1,
      doorstepCards: 1,
    });
    expect(ofA.days[1]).toMatchObject({ linksOpened: 0, feedback: { count: 2, average: 3.5 } });
    expect(ofA.totals.feedback.distribution).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 });
    expect((await stats('shop-b', '?from=2026-03-10&to=2026-03-10')).totals).toMatchObject({
      linksOpened: 1,
      pageViews: 0,
      preferencesConfirmed: 0,
    });

    await expect.poll(() => linkOpenedEvents().length).toBe(2);
    expect(linkOpenedEvents().find((event) => event.data.trackingId === a)).toEqual({
      type: 'order.link_opened',
      timestamp: '2026-03-10T09:00:00.000Z',
      data: { trackingId: a, externalId: null, openedAt: '2026-03-10T09:00:00.000Z' },
    });
  });

  it('keeps counts that name no person and no order, across a restart', async () => {
    const a = await test.createOrder({ accountId: 'shop-a' });
    await read(a);
    await test.restart();
    await read(a);
    await test.restart();
    expect((await stats('shop-a', '?from=2026-03-10&to=2026-03-10')).totals.linksOpened).toBe(1);
    const { columns, rows } = await readDatabase(test.config.database, async (db) => ({
      columns: (await db.tables()).find((table) => table.table === 'account_daily_counts')?.columns,
      rows: await db.rows('account_daily_counts'),
    }));
    expect([...(columns ?? [])].sort()).toEqual(['account_id', 'count', 'day', 'kind']);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(USAGE_COUNTS).toContain(row[columns?.indexOf('kind') ?? -1]);
      expect(JSON.stringify(row)).not.toContain(a);
    }
    await expect.poll(() => linkOpenedEvents().length).toBe(1);
  });

  it('answers 400 naming from and to for a period the wrong way round, 404 for an unknown account', async () => {
    await test.createOrder({ accountId: 'shop-a' });
    const backwards = await test.ingest('GET', '/ingest/accounts/shop-a/stats?from=2026-03-10&to=2026-03-01');
    expect([backwards.statusCode, backwards.json().errors.map((e: { key: string }) => e.key)]).toEqual([
      400,
      ['from', 'to'],
    ]);
    const bad = await test.ingest('GET', '/ingest/accounts/shop-a/stats?from=yesterday');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_request']);
    const unknown = await test.ingest('GET', '/ingest/accounts/nobody/stats');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'account_not_found']);
  });

  it("is a merchant key's for its own account only", async () => {
    await test.createOrder({ accountId: 'shop-a' });
    await test.createOrder({ accountId: 'shop-b', account: { name: 'B' } });
    const made = await test.ingest('POST', '/ingest/accounts/shop-a/keys', { name: 'reports' });
    const key = made.json().payload.key as string;
    const withKey = (url: string) =>
      test.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
    expect((await withKey('/ingest/accounts/shop-a/stats')).statusCode).toBe(200);
    const other = await withKey('/ingest/accounts/shop-b/stats');
    expect([other.statusCode, other.json().code]).toEqual([403, 'forbidden']);
  });
});
