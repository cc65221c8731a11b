import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchema, type TestSchema } from './testing/postgres-schema';
import { ServerProcess } from './testing/server-process';
import { orderBody } from './testing/test-app';
import { SKIP_REASONS, TEST_SERVERS, titleWithSkip } from './testing/test-engines';

/*
 * The order views each instance keeps in memory, across two real instances sharing PostgreSQL and Redis: a
 * write through A is read through B within a second, although B had the order's view in memory before the write.
 */

const skipReasons = [SKIP_REASONS.postgres, SKIP_REASONS.redis];
/** The bound: a write on one instance is visible in a read on another within a second. */
const VISIBLE_WITHIN_MS = 1000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.skipIf(skipReasons.some(Boolean))(
  titleWithSkip('order views kept in memory on two instances', skipReasons),
  () => {
    let schema: TestSchema;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      schema = await createTestSchema(TEST_SERVERS.postgresUrl ?? '');
      // Other runs on the shared Redis can only make these drop more (notices drop; order channels are per id).
      const env = {
        DATABASE_URL: schema.url,
        DATABASE_POOL_SIZE: '4',
        REDIS_URL: TEST_SERVERS.redisUrl ?? '',
      };
      [a, b] = await Promise.all([ServerProcess.start(env), ServerProcess.start(env)]);
    }, 60_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await schema?.drop();
    });

    async function created(body: Record<string, unknown>): Promise<string> {
      const response = await a.ingest('POST', '/ingest/orders', orderBody(body));
      expect(response.status).toBe(201);
      return ((await response.json()) as { payload: { trackingId: string } }).payload.trackingId;
    }

    const read = async (via: ServerProcess, trackingId: string) => {
      const response = await via.request('GET', `/tracking/?trackingId=${trackingId}`);
      return {
        status: response.status,
        body: (await response.json()) as { payload?: Record<string, unknown> },
      };
    };

    /** Reads the order through B (twice: kept by the first) and checks what B held. */
    async function heldByB(trackingId: string, expected: Record<string, unknown>) {
      await read(b, trackingId);
      expect((await read(b, trackingId)).body.payload).toMatchObject(expected);
    }

    const readOnB = (trackingId: string) =>
      expect.poll(() => read(b, trackingId), { timeout: VISIBLE_WITHIN_MS, interval: 20 });

    it('a status change', async () => {
      const trackingId = await created({ statusCode: 10 });
      await heldByB(trackingId, { statusCode: 10 });
      await a.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 40 });
      await readOnB(trackingId).toMatchObject({ status: 200, body: { payload: { statusCode: 40 } } });
    });

    it('preferences saved by the recipient', async () => {
      const trackingId = await created({});
      await heldByB(trackingId, { hasConfirmedPreferences: false });
      const choice = { deliveryPreference: 30, deliverInPerson: true, instructions: 'Blue door' };
      expect((await a.request('POST', `/tracking/preferences?trackingId=${trackingId}`, choice)).status).toBe(
        200,
      );
      await readOnB(trackingId).toMatchObject({
        body: { payload: { hasConfirmedPreferences: true, deliveryPreferences: choice } },
      });
    });

    it("a driver's positions and a route that puts another stop first", async () => {
      const trackingId = await created({
        statusCode: 80,
        driverId: 'van-cache',
        promisedTime: inMinutes(30),
      });
      const other = await created({ statusCode: 80, driverId: 'van-cache', promisedTime: inMinutes(20) });
      await a.ingest('PUT', '/ingest/drivers/van-cache/route', {
        stops: [{ trackingId }, { trackingId: other }],
      });
      const position = (lat: number) => ({
        positions: [{ lat, lng: 12.55, at: new Date().toISOString() }],
      });
      await a.ingest('POST', '/ingest/drivers/van-cache/positions', position(55.6));
      await readOnB(trackingId).toMatchObject({ body: { payload: { driverLocation: { lat: 55.6 } } } });
      await heldByB(trackingId, { stopsBefore: 0 });

      await a.ingest('POST', '/ingest/drivers/van-cache/positions', position(55.61));
      await readOnB(trackingId).toMatchObject({ body: { payload: { driverLocation: { lat: 55.61 } } } });
      await a.ingest('PUT', '/ingest/drivers/van-cache/route', {
        stops: [{ trackingId: other }, { trackingId }],
      });
      await readOnB(trackingId).toMatchObject({ body: { payload: { stopsBefore: 1 } } });
    });

    it('anonymisation', async () => {
      const trackingId = await created({ statusCode: 90 });
      await heldByB(trackingId, { statusCode: 90 });
      expect((await a.ingest('POST', `/ingest/orders/${trackingId}/anonymise`)).status).toBe(200);
      await readOnB(trackingId).toMatchObject({ status: 403 });
    });

    it("an account's new name, then its tracking switched off and on again", async () => {
      const trackingId = await created({ accountId: 'cache-switch' });
      await heldByB(trackingId, { account: { name: 'Acme Parcels' } });
      const account = (name: string, trackingEnabled: boolean) => ({ name, trackingEnabled });
      await a.ingest('PUT', '/ingest/accounts/cache-switch', account('Renamed Parcels', true));
      await readOnB(trackingId).toMatchObject({
        body: { payload: { account: { name: 'Renamed Parcels' } } },
      });
      await a.ingest('PUT', '/ingest/accounts/cache-switch', account('Renamed Parcels', false));
      await readOnB(trackingId).toMatchObject({ status: 403 });
      await a.ingest('PUT', '/ingest/accounts/cache-switch', account('Renamed Parcels', true));
      await readOnB(trackingId).toMatchObject({ status: 200 });
    });
  },
);
