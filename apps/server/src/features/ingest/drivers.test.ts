import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderChange } from '../../order-view/order-changes';
import { POSITION_HISTORY_KEPT } from '../../order-view/route-estimates';
import { TRIM_EVERY } from './position-trims';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';

describeEachEngine('driver ingest', (engine) => {
  let test: TestApp;
  let changes: OrderChange[];
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
    changes = [];
    // What the live producer acts on; the views' own notices (details, accountDetails) are tested with the cache.
    test.app.orderChanges.on('change', (change) => {
      if (change.kind !== 'details' && change.kind !== 'accountDetails') changes.push(change);
    });
  });
  afterEach(() => test.close());

  describe('POST /ingest/drivers/{driverId}/positions', () => {
    it('accepts positions with 202, keeps the newest by time, and announces them', async () => {
      const response = await test.ingest('POST', '/ingest/drivers/van-12/positions', {
        positions: [
          { lat: 59.437123, lng: 24.753612, at: '2026-03-10T12:00:10Z', heading: 45, speed: 9.5 },
          { lat: 59.43, lng: 24.75, at: '2026-03-10T12:00:00Z' },
        ],
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: 'OK', payload: { accepted: 2 } });
      expect(await test.app.store.latestPosition('van-12')).toEqual({
        lat: 59.437123,
        lng: 24.753612,
        heading: 45,
        speed: 9.5,
        at: '2026-03-10T12:00:10.000Z',
      });
      expect(changes).toEqual([{ kind: 'positions', driverId: 'van-12' }]);
    });

    it('stores a single position as posted, with or without heading and speed', async () => {
      const one = (position: object) =>
        test.ingest('POST', '/ingest/drivers/van-13/positions', { positions: [position] });
      expect(
        (await one({ lat: 59.5, lng: 24.25, at: '2026-03-10T12:00:00Z', heading: 90, speed: 12.5 }))
          .statusCode,
      ).toBe(202);
      expect((await one({ lat: 59.6, lng: 24.5, at: '2026-03-10T12:00:05Z' })).statusCode).toBe(202);
      expect(await test.app.store.recentPositions('van-13', 5)).toEqual([
        { lat: 59.6, lng: 24.5, heading: null, speed: null, at: '2026-03-10T12:00:05.000Z' },
        { lat: 59.5, lng: 24.25, heading: 90, speed: 12.5, at: '2026-03-10T12:00:00.000Z' },
      ]);
    });

    it('keeps a bounded history per driver', async () => {
      const positions = Array.from({ length: POSITION_HISTORY_KEPT + 20 }, (_, i) => ({
        lat: 59 + i / 1000,
        lng: 24,
        at: new Date(Date.UTC(2026, 2, 10, 12, 0, i)).toISOString(),
      }));
      await test.ingest('POST', '/ingest/drivers/van-1/positions', { positions });
      const kept = await test.app.store.recentPositions('van-1', 1000);
      expect(kept).toHaveLength(POSITION_HISTORY_KEPT);
      expect(kept[0]?.at).toBe(positions.at(-1)?.at);
    });

    it('keeps the newest of positions at the same time by arrival, and leaves other drivers alone', async () => {
      const at = '2026-03-10T12:00:00.000Z';
      const batch = (from: number, count: number) =>
        Array.from({ length: count }, (_, i) => ({ lat: 59 + (from + i) / 1000, lng: 24, at }));
      await test.ingest('POST', '/ingest/drivers/van-2/positions', { positions: batch(0, 3) });
      await test.ingest('POST', '/ingest/drivers/van-1/positions', {
        positions: batch(0, POSITION_HISTORY_KEPT),
      });
      await test.ingest('POST', '/ingest/drivers/van-1/positions', {
        positions: batch(POSITION_HISTORY_KEPT, TRIM_EVERY),
      });
      const kept = await test.app.store.recentPositions('van-1', 1000);
      expect(kept).toHaveLength(POSITION_HISTORY_KEPT);
      expect(kept.map((position) => position.lat)).toEqual(
        batch(TRIM_EVERY, POSITION_HISTORY_KEPT)
          .map((position) => position.lat)
          .reverse(),
      );
      expect(await test.app.store.recentPositions('van-2', 1000)).toHaveLength(3);
    });

    it('cuts the history back every TRIM_EVERY positions, not on every post', async () => {
      const post = (second: number) =>
        test.ingest('POST', '/ingest/drivers/van-3/positions', {
          positions: [{ lat: 59, lng: 24, at: new Date(Date.UTC(2026, 2, 10, 12, 0, second)).toISOString() }],
        });
      const stored = async () => (await test.app.store.recentPositions('van-3', 1000)).length;
      const counts: number[] = [];
      for (let second = 0; second < POSITION_HISTORY_KEPT + 2 * TRIM_EVERY; second++) {
        await post(second);
        counts.push(await stored());
      }
      // Beyond the number kept between trims, never more than TRIM_EVERY - 1 over it, and back to it at each trim.
      expect(Math.max(...counts)).toBe(POSITION_HISTORY_KEPT + TRIM_EVERY - 1);
      expect(
        counts.slice(POSITION_HISTORY_KEPT).filter((count) => count === POSITION_HISTORY_KEPT),
      ).toHaveLength(2);
    });

    it('refuses bad positions naming the field, and an empty batch', async () => {
      const bad = await test.ingest('POST', '/ingest/drivers/van-1/positions', {
        positions: [{ lat: 12, lng: 200, at: 'yesterday', heading: 400 }],
      });
      expect(bad.json().errors.map((error: { key: string }) => error.key)).toEqual([
        'positions.0.lng',
        'positions.0.at',
        'positions.0.heading',
      ]);
      expect(
        (await test.ingest('POST', '/ingest/drivers/van-1/positions', { positions: [] })).statusCode,
      ).toBe(400);
      expect(changes).toEqual([]);
    });
  });

  describe('PUT /ingest/drivers/{driverId}/route', () => {
    it('replaces the stops in order and announces the new route', async () => {
      const [a, b, c] = [await test.createOrder(), await test.createOrder(), await test.createOrder()];
      await test.ingest('PUT', '/ingest/drivers/van-3/route', {
        stops: [{ trackingId: a }, { trackingId: b }],
      });
      const response = await test.ingest('PUT', '/ingest/drivers/van-3/route', {
        stops: [{ trackingId: c, eta: '2026-03-10T13:00:00+01:00' }, { trackingId: a }],
      });
      expect(response.statusCode).toBe(200);
      expect((await test.app.store.listRoute('van-3')).map((stop) => [stop.trackingId, stop.eta])).toEqual([
        [c, '2026-03-10T12:00:00.000Z'],
        [a, null],
      ]);
      expect(changes).toEqual([
        { kind: 'route', driverId: 'van-3' },
        { kind: 'route', driverId: 'van-3' },
      ]);
    });

    it('refuses unknown and repeated tracking ids and keeps the old route', async () => {
      const a = await test.createOrder();
      await test.ingest('PUT', '/ingest/drivers/van-4/route', { stops: [{ trackingId: a }] });
      const unknown = await test.ingest('PUT', '/ingest/drivers/van-4/route', {
        stops: [{ trackingId: a }, { trackingId: 'AAAAAAAAAAAAAAAAAAAAAA' }],
      });
      expect(unknown.json()).toEqual({
        message: 'Invalid request',
        code: 'invalid_request',
        errors: [{ key: 'stops.1.trackingId', message: 'Unknown tracking id' }],
      });
      const repeated = await test.ingest('PUT', '/ingest/drivers/van-4/route', {
        stops: [{ trackingId: a }, { trackingId: a }],
      });
      expect(repeated.json().errors).toEqual([
        { key: 'stops', message: 'A tracking id may appear only once' },
      ]);
      expect((await test.app.store.listRoute('van-4')).map((stop) => stop.trackingId)).toEqual([a]);
    });

    it('takes racing route replacements one after another, leaving one whole route', async () => {
      const [a, b, c] = [await test.createOrder(), await test.createOrder(), await test.createOrder()];
      const routes = [[a, b], [c, b, a], [b]];
      const responses = await Promise.all(
        Array.from({ length: 9 }, (_, index) =>
          test.ingest('PUT', '/ingest/drivers/van-5/route', {
            stops: (routes[index % 3] ?? []).map((trackingId) => ({ trackingId })),
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(9).fill(200));
      const route = (await test.app.store.listRoute('van-5')).map((stop) => stop.trackingId);
      expect(routes).toContainEqual(route);
    });
  });
});
