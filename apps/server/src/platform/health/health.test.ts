import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shutDown } from '../http/shutdown';
import { OwnRedisServer } from '../../testing/redis-server';
import { SKIP_REASONS, titleWithSkip } from '../../testing/test-engines';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { startLiveServer } from '../../testing/live-test-support';
import { startMetricsServer, type MetricsServer } from '../observability/metrics-server';

const ready = { status: 'OK', payload: {} };
/** The public /readyz answers only its status: which dependency failed is for the metrics listener's. */
const notReady = { message: 'Not ready', code: 'unavailable' };
const notReadyDetail = (key: string, message: string) => ({ ...notReady, errors: [{ key, message }] });

describe('liveness and readiness', () => {
  it('answers /healthz and /readyz while the database answers; /readyz fails without it, /healthz not', async () => {
    const test = await startTestApp();
    const metrics = await startMetricsServer(test.app.metrics.registry, 0, '127.0.0.1', test.app.readiness);
    const detail = async () => {
      const response = await fetch(`http://127.0.0.1:${metrics.port}/readyz`);
      return [response.status, await response.json()];
    };
    try {
      const live = await test.app.inject('/healthz');
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'OK', payload: {} }]);
      const readiness = await test.app.inject('/readyz');
      expect([readiness.statusCode, readiness.json()]).toEqual([200, ready]);
      expect(await detail()).toEqual([200, { status: 'OK', payload: { database: 'ok' } }]);

      await test.app.store.close();
      const down = await test.app.inject('/readyz');
      expect([down.statusCode, down.json()]).toEqual([503, notReady]);
      expect(down.body).not.toContain('database');
      expect(await detail()).toEqual([503, notReadyDetail('database', 'The database does not answer')]);
      expect((await test.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await metrics.close();
      await test.restart();
      await test.close();
    }
  });

  it('on shutdown turns /readyz to 503 first, and only then closes the sockets with 1012', async () => {
    const server = await startLiveServer();
    const trackingId = await server.test.createOrder({ statusCode: 80 });
    const socket = await server.connect(trackingId);
    let drained!: () => void;
    const stopped = shutDown(server.test.app, () => new Promise<void>((resolve) => (drained = resolve)));

    const readiness = await fetch(`${server.baseUrl}/readyz`);
    expect([readiness.status, await readiness.json()]).toEqual([503, notReady]);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);

    drained();
    expect((await socket.closed).code).toBe(1012);
    await stopped;
    await server.test.restart();
    await server.close();
  });
});

describe.skipIf(SKIP_REASONS.ownRedis !== undefined)(
  titleWithSkip('readiness with Redis', [SKIP_REASONS.ownRedis]),
  () => {
    let redis: OwnRedisServer;
    let test: TestApp;
    let metrics: MetricsServer;

    beforeAll(async () => {
      redis = await OwnRedisServer.start();
      test = await startTestApp({ REDIS_URL: redis.url });
      metrics = await startMetricsServer(test.app.metrics.registry, 0, '127.0.0.1', test.app.readiness);
    });

    afterAll(async () => {
      await metrics?.close();
      await test?.close();
      await redis?.stop();
    });

    const readyz = async () => {
      const response = await test.app.inject('/readyz');
      return [response.statusCode, response.json()];
    };

    const detail = async () => {
      const response = await fetch(`http://127.0.0.1:${metrics.port}/readyz`);
      return [response.status, await response.json()];
    };
    const allOk = { status: 'OK', payload: { database: 'ok', redis: 'ok' } };

    it('answers 503 while Redis is stopped (naming it on the metrics listener only), and 200 once it is back', async () => {
      expect(await readyz()).toEqual([200, ready]);
      expect(await detail()).toEqual([200, allOk]);
      await redis.stop();
      await expect.poll(readyz, { timeout: 5000 }).toEqual([503, notReady]);
      expect(await detail()).toEqual([503, notReadyDetail('redis', 'Redis does not answer')]);
      expect((await test.app.inject('/healthz')).statusCode).toBe(200);
      await redis.start();
      await expect.poll(readyz, { timeout: 10_000 }).toEqual([200, ready]);
      expect(await detail()).toEqual([200, allOk]);
    });
  },
);
