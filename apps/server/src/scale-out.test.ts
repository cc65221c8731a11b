import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveTestSocket } from './testing/live-test-support';
import { createTestSchema, type TestSchema } from './testing/postgres-schema';
import { OwnRedisServer } from './testing/redis-server';
import { ServerProcess } from './testing/server-process';
import { orderBody } from './testing/test-app';
import { SKIP_REASONS, TEST_SERVERS, titleWithSkip } from './testing/test-engines';

/*
 * Two (and for one test three) real instances, each its own process on a loopback port, sharing one PostgreSQL
 * schema and one Redis: what a provider runs behind its load balancer. The Redis is the test's own
 * redis-server on a spare port, so stopping it leaves the shared one alone.
 */

const skipReasons = [SKIP_REASONS.postgres, SKIP_REASONS.redis, SKIP_REASONS.ownRedis];
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const positionAt = (lat: number, at = new Date()) => ({
  positions: [{ lat, lng: 12.55, heading: 90, at: at.toISOString() }],
});

describe.skipIf(skipReasons.some(Boolean))(
  titleWithSkip('two instances sharing PostgreSQL and Redis', skipReasons),
  () => {
    let schema: TestSchema;
    let redis: OwnRedisServer;
    let env: Record<string, string>;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      [schema, redis] = await Promise.all([
        createTestSchema(TEST_SERVERS.postgresUrl ?? ''),
        OwnRedisServer.start(),
      ]);
      env = { DATABASE_URL: schema.url, DATABASE_POOL_SIZE: '4', REDIS_URL: redis.url };
      a = await ServerProcess.start(env);
      b = await ServerProcess.start(env);
    }, 60_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await redis?.stop();
      await schema?.drop();
    });

    /** An order out for delivery on the driver's route, created through `via`, with a first position. */
    async function liveOrder(via: ServerProcess, driverId: string): Promise<string> {
      const created = await via.ingest(
        'POST',
        '/ingest/orders',
        orderBody({ statusCode: 80, driverId, promisedTime: inMinutes(30) }),
      );
      expect(created.status).toBe(201);
      const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
      await via.ingest('PUT', `/ingest/drivers/${driverId}/route`, { stops: [{ trackingId }] });
      await via.ingest('POST', `/ingest/drivers/${driverId}/positions`, positionAt(55.66));
      return trackingId;
    }

    /** How many times the instance logged that it lost Redis. */
    const redisLost = (instance: ServerProcess) =>
      instance.messages.filter((message) => message.startsWith('Redis connection lost')).length;

    /** Waits for a locationUpdate carrying the driver at this latitude. */
    /** The driver at `lat`, from a position's update or a snapshot (on connect, after an outage). */
    const locationAt = (socket: LiveTestSocket, lat: number, timeoutMs = 2000) =>
      socket.nextWhere(
        ['locationUpdate', 'routeUpdate'],
        (message) => (message.driverLocation as { lat?: number } | undefined)?.lat === lat,
        timeoutMs,
      );

    it('a position ingested on instance A reaches a socket on instance B, and a status change on B one on A', async () => {
      const trackingId = await liveOrder(a, 'van-ab');
      const onB = await b.connect(trackingId);
      const onA = await a.connect(trackingId);
      await Promise.all([onB.next('routeUpdate'), onA.next('routeUpdate')]);

      expect((await a.ingest('POST', '/ingest/drivers/van-ab/positions', positionAt(55.67))).status).toBe(
        202,
      );
      await locationAt(onB, 55.67);

      await b.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 90 });
      expect((await onA.next('routeUpdate')).message).toMatchObject({ statusCode: 90 });
      expect((await onA.closed).code).toBe(1000);
      expect((await onB.closed).code).toBe(1000);
    });

    it("a position ingested on B estimates with a route's stops as A last changed them", async () => {
      // Route: X, then Y. B estimates (and keeps the stops) once, then X leaves the driver's live stops on A.
      const create = async (via: ServerProcess) => {
        const body = orderBody({ statusCode: 80, driverId: 'van-kept', promisedTime: inMinutes(30) });
        const response = await via.ingest('POST', '/ingest/orders', body);
        return ((await response.json()) as { payload: { trackingId: string } }).payload.trackingId;
      };
      const [x, y] = [await create(a), await create(a)];
      await a.ingest('PUT', '/ingest/drivers/van-kept/route', {
        stops: [{ trackingId: x }, { trackingId: y }],
      });
      const [onX, onY] = [await b.connect(x), await b.connect(y)];
      // Each socket's first frame, its view read once it listens: a position sent before it lands would come
      // first, and the view after it, taken below for the status change.
      await Promise.all([onX.next('routeUpdate'), onY.next('routeUpdate')]);
      await b.ingest('POST', '/ingest/drivers/van-kept/positions', positionAt(55.66));
      await Promise.all([locationAt(onX, 55.66), locationAt(onY, 55.66)]);

      // Back in transit: no longer live, so its page gets no driver. A announces the change to the other
      // instances before it sends X's page the new status, so once that is on B, B has heard.
      await a.ingest('PATCH', `/ingest/orders/${x}`, { statusCode: 40 });
      expect((await onX.next('routeUpdate')).message).toMatchObject({ statusCode: 40 });

      await b.ingest('POST', '/ingest/drivers/van-kept/positions', positionAt(55.67));
      await locationAt(onY, 55.67);
      // Anything B sent X went out before Y's; one more position through A, after which X's socket is looked at.
      await a.ingest('POST', '/ingest/drivers/van-kept/positions', positionAt(55.68));
      await locationAt(onY, 55.68);
      const driverSeenByX = onX.received
        .map(({ message }) => message)
        .filter((message) => (message.driverLocation as { lat?: number } | undefined)?.lat !== undefined);
      expect(JSON.stringify(driverSeenByX)).toBe('[]');
    });

    it('a preference saved through A is read through B', async () => {
      const created = await a.ingest('POST', '/ingest/orders', orderBody());
      const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
      const choice = { deliveryPreference: 30, deliverInPerson: true, instructions: 'Side door' };
      const saved = await a.request('POST', `/tracking/preferences?trackingId=${trackingId}`, choice);
      expect(saved.status).toBe(200);
      const read = await b.request('GET', `/tracking/?trackingId=${trackingId}`);
      expect(await read.json()).toMatchObject({
        status: 'OK',
        payload: { trackingId, hasConfirmedPreferences: true, deliveryPreferences: choice },
      });
    });

    it('a merchant switching tracking off on instance A closes a page on instance B with unauthorized', async () => {
      const created = await a.ingest(
        'POST',
        '/ingest/orders',
        orderBody({ accountId: 'switching', statusCode: 80, promisedTime: inMinutes(30) }),
      );
      const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
      const onB = await b.connect(trackingId);
      await onB.next('routeUpdate');
      const account = { name: 'Switching Parcels', trackingEnabled: false };
      expect((await a.ingest('PUT', '/ingest/accounts/switching', account)).status).toBe(200);
      await onB.next('unauthorized');
      expect((await onB.closed).code).toBe(4401);
    });

    it('revoking a share link on instance A closes a shared page on instance B with unauthorized', async () => {
      const trackingId = await liveOrder(a, 'van-share');
      const created = await a.request('POST', `/tracking/share?trackingId=${trackingId}`, {});
      const { shareId } = ((await created.json()) as { payload: { shareId: string } }).payload;
      const shared = await b.connect(shareId);
      const own = await b.connect(trackingId);
      await shared.next('routeUpdate');
      await own.next('routeUpdate');
      const revoked = await a.request(
        'DELETE',
        `/tracking/share?trackingId=${trackingId}&shareId=${shareId}`,
      );
      expect(revoked.status).toBe(204);
      await shared.next('unauthorized');
      expect((await shared.closed).code).toBe(4401);
      await a.ingest('POST', '/ingest/drivers/van-share/positions', positionAt(55.67));
      // The order's own socket stays: the new position reaches it (after, at times, the set-up's own position,
      // which the bus can still be carrying when the socket's snapshot is sent).
      await locationAt(own, 55.67);
    });

    it('keeps serving HTTP while Redis is away, and live delivery resumes when it is back', async () => {
      const trackingId = await liveOrder(a, 'van-redis');
      const onB = await b.connect(trackingId);
      await onB.next('routeUpdate');
      await a.ingest('POST', '/ingest/drivers/van-redis/positions', positionAt(55.661));
      await locationAt(onB, 55.661);

      const lostBefore = redisLost(b);
      await redis.stop();
      await expect.poll(() => redisLost(b), { timeout: 5000 }).toBeGreaterThan(lostBefore);
      for (const instance of [a, b]) {
        // Out of the load balancer's rotation (readiness), yet alive and still serving what it can.
        const readiness = await instance.request('GET', '/readyz');
        // The public answer names no dependency (the detail is on the metrics listener).
        expect([readiness.status, await readiness.json()]).toEqual([
          503,
          { message: 'Not ready', code: 'unavailable' },
        ]);
        expect((await instance.request('GET', '/healthz')).status).toBe(200);
        expect((await instance.request('GET', `/tracking/?trackingId=${trackingId}`)).status).toBe(200);
      }
      // Written while Redis is away: stored, and the page gets it once Redis is back.
      expect((await a.ingest('POST', '/ingest/drivers/van-redis/positions', positionAt(55.662))).status).toBe(
        202,
      );

      await redis.start();
      const caughtUp = await locationAt(onB, 55.662, 10_000);
      expect(caughtUp.message.timeDiff).toEqual(expect.any(Number));
      // A's publisher reconnects on its own schedule and drops (never queues) what it is given before that.
      const readyA = async () => (await a.request('GET', '/readyz')).status;
      await expect.poll(readyA, { timeout: 10_000 }).toBe(200);
      await a.ingest('POST', '/ingest/drivers/van-redis/positions', positionAt(55.663));
      await locationAt(onB, 55.663);
      expect(await (await b.request('GET', '/readyz')).json()).toEqual({ status: 'OK', payload: {} });
    });

    it('a final status given while Redis is away reaches the page once it is back', async () => {
      const trackingId = await liveOrder(a, 'van-final');
      const onB = await b.connect(trackingId);
      await onB.next('routeUpdate');
      const lostBefore = redisLost(a);
      await redis.stop();
      await expect.poll(() => redisLost(a), { timeout: 5000 }).toBeGreaterThan(lostBefore);
      expect((await a.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 90 })).status).toBe(200);
      await redis.start();
      expect((await onB.next('routeUpdate', 5000)).message).toMatchObject({ statusCode: 90 });
      expect((await onB.closed).code).toBe(1000);
    });

    it("a killed instance's sockets reconnect to another and carry on from the snapshot", async () => {
      const c = await ServerProcess.start(env);
      try {
        const trackingId = await liveOrder(a, 'van-kill');
        const onC = await c.connect(trackingId);
        await onC.next('routeUpdate');
        await c.kill();
        expect((await onC.closed).code).toBe(1006);

        // The page reconnects (abnormal close); the load balancer sends it to an instance still up.
        await a.ingest('POST', '/ingest/drivers/van-kill/positions', positionAt(55.664));
        const onB = await b.connect(trackingId);
        await locationAt(onB, 55.664);
        await a.ingest('POST', '/ingest/drivers/van-kill/positions', positionAt(55.665));
        await locationAt(onB, 55.665);
      } finally {
        await c.kill();
      }
    }, 30_000);
  },
);
