import { afterEach, expect, it } from 'vitest';
import { CuttableLink } from '../../testing/cuttable-link';
import { durableDatabase } from '../../testing/durable-database';
import { OwnRedisServer } from '../../testing/redis-server';
import { ServerProcess } from '../../testing/server-process';
import { orderBody } from '../../testing/test-app';
import { describeEachEngine, SKIP_REASONS } from '../../testing/test-engines';

/*
 * A share link revoked on instance A while instance B, which holds a page opened through it, has lost its link to
 * Redis: A publishes the revocation and B never hears it. Once B's link is back it must find the revocation out
 * itself, as it does for status changes. Two processes of the real service on one database (a SQLite file both
 * open, or a PostgreSQL schema) and a redis-server of the test's own, B reaching it through a link the test cuts.
 */
describeEachEngine("a share link revoked while an instance's Redis link is down", (engine) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it.skipIf(SKIP_REASONS.ownRedis !== undefined)(
    "closes that instance's pages on the link with unauthorized within 5 s of the link's return",
    async () => {
      const [database, redis] = await Promise.all([durableDatabase(engine), OwnRedisServer.start()]);
      cleanups.push(
        () => database.drop(),
        () => redis.stop(),
      );
      const link = await CuttableLink.start(redis.port);
      cleanups.push(() => link.stop());
      const a = await ServerProcess.start({ DATABASE_URL: database.url, REDIS_URL: redis.url });
      cleanups.push(() => a.stop());
      const b = await ServerProcess.start({
        DATABASE_URL: database.url,
        REDIS_URL: `redis://127.0.0.1:${link.port}`,
      });
      cleanups.push(() => b.stop());

      const promisedTime = new Date(Date.now() + 30 * 60_000).toISOString();
      const created = await a.ingest('POST', '/ingest/orders', orderBody({ statusCode: 80, promisedTime }));
      const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
      const share = await a.request('POST', `/tracking/share?trackingId=${trackingId}`, {});
      const { shareId } = ((await share.json()) as { payload: { shareId: string } }).payload;
      const shared = await b.connect(shareId);
      const own = await b.connect(trackingId);
      await shared.next('routeUpdate');
      await own.next('routeUpdate');

      const lost = () => b.messages.filter((message) => message.startsWith('Redis connection lost')).length;
      link.cut();
      await expect.poll(lost, { timeout: 5000 }).toBeGreaterThan(0);
      const revoked = await a.request(
        'DELETE',
        `/tracking/share?trackingId=${trackingId}&shareId=${shareId}`,
      );
      expect(revoked.status).toBe(204);
      // A's publish went out; B, cut off, did not hear it.
      expect(shared.received.map((received) => received.message.type)).not.toContain('unauthorized');

      link.restore();
      const back = performance.now();
      await shared.next('unauthorized', 5000);
      expect((await shared.closed).code).toBe(4401);
      expect(performance.now() - back).toBeLessThan(5000);
      // The owner's page on B catches up to its snapshot and stays open.
      expect((await own.next('routeUpdate', 5000)).message).toMatchObject({ statusCode: 80 });
      expect(own.ws.readyState).toBe(own.ws.OPEN);
    },
    60_000,
  );
});
