import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { SKIP_REASONS, titleWithSkip } from '../../testing/test-engines';
import { startLiveServer, type LiveServer } from '../../testing/live-test-support';

const DRIVER = 'van-ahead';
const position = (lat: number) => ({ positions: [{ lat, lng: 12.55, at: new Date().toISOString() }] });

/*
 * On PostgreSQL a write waits for a lock without stopping the process, so a test can hold a position's write
 * back and watch the position reach a page before the write is done.
 */
describe.skipIf(SKIP_REASONS.postgres)(
  titleWithSkip('a driver position, ahead of its write', [SKIP_REASONS.postgres]),
  () => {
    let server: LiveServer;
    afterEach(() => server.close());

    it('reaches a watching page while its write waits, and is acknowledged only once written', async () => {
      server = await startLiveServer({}, { engine: 'postgres' });
      const trackingId = await server.test.createOrder({ statusCode: 80, driverId: DRIVER });
      await server.ingest('PUT', `/ingest/drivers/${DRIVER}/route`, { stops: [{ trackingId }] });
      await server.ingest('POST', `/ingest/drivers/${DRIVER}/positions`, position(55.6));
      const socket = await server.connect(trackingId);
      await socket.next('routeUpdate');

      const { database } = server.test.config;
      if (database.engine !== 'postgres') throw new Error('needs PostgreSQL');
      const blocker = new pg.Client({ connectionString: database.url });
      await blocker.connect();
      try {
        // Reads of the table go on; the service's insert waits until the blocker ends.
        await blocker.query('begin; lock table driver_positions in exclusive mode');
        let answered = false;
        const posted = Promise.resolve(
          server.ingest('POST', `/ingest/drivers/${DRIVER}/positions`, position(55.61)),
        ).finally(() => (answered = true));
        const update = await socket.nextWhere(
          ['locationUpdate'],
          (message) => (message.driverLocation as { lat: number }).lat === 55.61,
        );
        expect(update.message).toMatchObject({ driverLocation: { lat: 55.61 } });
        expect(answered).toBe(false);
        await blocker.query('commit');
        expect((await posted).status).toBe(202);
        expect(await server.test.app.store.latestPosition(DRIVER)).toMatchObject({ lat: 55.61 });
      } finally {
        await blocker.end();
      }
    });
  },
);
