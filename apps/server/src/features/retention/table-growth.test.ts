import { afterEach, beforeEach, expect, it } from 'vitest';
import { declaredTables } from '../../order-view/personal-data';
import { personalDataEntries, unownedTables } from '../../charters';
import { describeEachEngine } from '../../testing/test-engines';
import { INGEST_KEY, orderBody, startTestApp, type TestApp } from '../../testing/test-app';
import { TEST_WEBHOOK_SECRET, WebhookReceiver } from '../../testing/webhook-receiver';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 120;
const START = new Date('2026-01-05T12:00:00.000Z');
const TABLES = [...new Set([...declaredTables(personalDataEntries), ...Object.keys(unownedTables)])];

/*
 * 120 days of a recipient's and a provider's traffic on a running clock, the retention job run each day: every
 * table's row count must level off once its longest bound has passed (RETENTION_DAYS 20: orders final for 20
 * days are anonymised, anonymised ones deleted 20 days later; LINK_TTL_DAYS 5; delivered webhook events after 5;
 * the merchants' daily usage counts after STATS_RETENTION_DAYS 10).
 */
describeEachEngine('tables that stop growing', (engine) => {
  let test: TestApp;
  let receiver: WebhookReceiver;
  let clock: Date;

  beforeEach(async () => {
    clock = START;
    receiver = await WebhookReceiver.start();
    test = await startTestApp(
      {
        RETENTION_DAYS: '20',
        WEBHOOK_EVENT_RETENTION_DAYS: '5',
        LINK_TTL_DAYS: '5',
        STATS_RETENTION_DAYS: '10',
        WEBHOOK_URL: receiver.url,
        WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        WEBHOOK_COALESCE_MS: '0',
      },
      { engine, now: () => clock },
    );
  });
  afterEach(async () => {
    await test.close();
    await receiver.stop();
  });

  const recipient = (method: 'GET' | 'POST', url: string, payload?: object) =>
    test.app.inject({ method, url, ...(payload && { payload }) });

  /** One day: two orders made, driven, shared, read and chosen for; yesterday's delivered and rated. */
  async function day(index: number, yesterday: string[]): Promise<string[]> {
    const driverId = `van-${index}`;
    const made: string[] = [];
    for (const slot of [0, 1]) {
      const created = await test.app.inject({
        method: 'POST',
        url: '/ingest/orders',
        payload: orderBody({ driverId }),
        headers: { authorization: `Bearer ${INGEST_KEY}`, 'idempotency-key': `day-${index}-${slot}` },
      });
      expect(created.statusCode).toBe(201);
      made.push(created.json<{ payload: { trackingId: string } }>().payload.trackingId);
    }
    const stops = made.map((trackingId) => ({ trackingId }));
    expect((await test.ingest('PUT', `/ingest/drivers/${driverId}/route`, { stops })).statusCode).toBe(200);
    const positions = [{ lat: 55.66, lng: 12.55, heading: 0, at: clock.toISOString() }];
    const posted = await test.ingest('POST', `/ingest/drivers/${driverId}/positions`, { positions });
    expect(posted.statusCode).toBe(202);
    for (const trackingId of made) {
      expect((await recipient('POST', `/tracking/share?trackingId=${trackingId}`)).statusCode).toBe(201);
      expect((await recipient('POST', `/tracking/calendar?trackingId=${trackingId}`)).statusCode).toBe(200);
      const ics = await recipient('GET', `/tracking/calendar.ics?trackingId=${trackingId}&lang=en_GB`);
      expect(ics.statusCode).toBe(200);
      const chosen = { deliveryPreference: 30 };
      expect(
        (await recipient('POST', `/tracking/preferences?trackingId=${trackingId}`, chosen)).statusCode,
      ).toBe(200);
    }
    for (const trackingId of yesterday) {
      expect(
        (await test.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 90 })).statusCode,
      ).toBe(200);
      expect(
        (await recipient('POST', `/tracking/feedback?trackingId=${trackingId}`, { rating: 4 })).statusCode,
      ).toBe(200);
    }
    // The provider reads its merchant's figures each day, which adds this instance's usage counts to the store
    // (they are otherwise added every STATS_FLUSH_SECONDS of real time, not of the test's clock).
    const [account] = (await test.ingest('GET', '/ingest/accounts')).json().payload.accounts;
    expect((await test.ingest('GET', `/ingest/accounts/${account.id}/stats`)).statusCode).toBe(200);
    return made;
  }

  /** Waits until the dispatcher has delivered every event recorded so far. */
  async function delivered(): Promise<void> {
    await expect
      .poll(async () => (await test.app.store.listWebhookEvents({ status: 'pending', limit: 1 })).length, {
        timeout: 30_000,
        interval: 20,
      })
      .toBe(0);
  }

  it(`levels off in every table over ${DAYS} days (and the gauge shows each table's rows)`, async () => {
    const counts: Record<string, number>[] = [];
    let yesterday: string[] = [];
    for (let index = 0; index < DAYS; index++) {
      clock = new Date(START.getTime() + index * DAY_MS);
      yesterday = await day(index, yesterday);
      await delivered();
      clock = new Date(clock.getTime() + DAY_MS / 2);
      expect(await test.app.jobs.retention.runOnce()).toBe(true);
      counts.push(await test.app.store.countRows(TABLES));
    }

    const peak = (from: number, to: number, table: string) =>
      Math.max(...counts.slice(from, to).map((rows) => rows[table] ?? 0));
    // A table that kept growing would add a month of rows between the two windows; one that levels off may
    // still differ by less than a day's traffic (a webhook retried after a dropped connection is one more attempt).
    const dailyRows = (table: string) =>
      Math.max(
        1,
        ...[1, 2, 3, 4].map((index) => (counts[index]?.[table] ?? 0) - (counts[index - 1]?.[table] ?? 0)),
      );
    const grown = TABLES.filter(
      (table) => peak(90, DAYS, table) - peak(60, 90, table) >= dailyRows(table),
    ).map((table) => ({
      table,
      day60: counts[60]?.[table],
      day90: counts[90]?.[table],
      day119: counts[DAYS - 1]?.[table],
    }));
    expect(grown).toEqual([]);
    // The traffic reached the tables that grow with it (the check above would pass on empty tables).
    const last = counts[DAYS - 1] ?? {};
    for (const table of [
      'orders',
      'order_events',
      'driver_positions',
      'driver_routes',
      'share_links',
      'calendar_feeds',
      'calendar_entries',
      'feedback',
      'webhook_events',
      'webhook_attempts',
      'idempotency_keys',
    ])
      expect({ table, rows: last[table] }).toEqual({ table, rows: expect.any(Number) as number });
    expect(
      Math.min(...['orders', 'webhook_events', 'share_links'].map((table) => last[table] ?? 0)),
    ).toBeGreaterThan(0);

    const metrics = await test.app.metrics.registry.getSingleMetricAsString('tracking_table_rows');
    expect(metrics).toContain(`tracking_table_rows{table="orders"} ${last.orders}`);
    expect(metrics).toContain(`tracking_table_rows{table="idempotency_keys"} ${last.idempotency_keys}`);
  }, 420_000);
});
