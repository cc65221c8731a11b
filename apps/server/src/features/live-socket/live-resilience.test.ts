import { afterEach, describe, expect, it } from 'vitest';
import { orderChannel } from '../../platform/bus/bus';
import { startLiveServer, type LiveServer } from '../../testing/live-test-support';

let server: LiveServer;
afterEach(() => server.close());

const HEARTBEAT_MS = 600;

async function liveOrder(): Promise<string> {
  const trackingId = await server.test.createOrder({ statusCode: 80, driverId: 'van-1' });
  await server.ingest('PUT', '/ingest/drivers/van-1/route', { stops: [{ trackingId }] });
  return trackingId;
}

describe('heartbeat', () => {
  it('pings, keeps a page that answers, and drops one that stays silent', async () => {
    server = await startLiveServer({ LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS) });
    const trackingId = await liveOrder();
    const answering = await server.connect(trackingId);
    const silent = await server.connect(trackingId);
    answering.ws.on('message', (data: Buffer) => {
      if (JSON.parse(data.toString()).type === 'ping') answering.send({ type: 'pong' });
    });
    await silent.next('ping', 5 * HEARTBEAT_MS);
    const dropped = await silent.closed;
    expect(dropped.code).toBe(1006);
    expect(answering.ws.readyState).toBe(answering.ws.OPEN);
    await answering.next('ping', 5 * HEARTBEAT_MS);
  });

  it('answers a ping from the page with a pong', async () => {
    server = await startLiveServer();
    const socket = await server.connect(await liveOrder());
    socket.send({ type: 'ping' });
    await socket.next('pong');
  });
});

describe('bad input', () => {
  it('closes a socket that sends a 1 MiB frame with 1009 and goes on serving', async () => {
    server = await startLiveServer();
    const trackingId = await liveOrder();
    const flooder = await server.connect(trackingId);
    flooder.ws.send(Buffer.alloc(1024 * 1024, 'x'));
    expect((await flooder.closed).code).toBe(1009);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const next = await server.connect(trackingId);
    await next.next('routeUpdate');
  });

  it('ignores bad JSON, unknown types and binary frames without closing', async () => {
    server = await startLiveServer();
    const socket = await server.connect(await liveOrder());
    socket.ws.send('{"type":');
    socket.ws.send('{"type":"subscribe","trackingId":"other"}');
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    socket.send({ type: 'ping' });
    await socket.next('pong');
  });
});

describe('shutdown', () => {
  it('closes every socket with 1012 so the pages reconnect to another instance', async () => {
    server = await startLiveServer();
    const socket = await server.connect(await liveOrder());
    await socket.next('routeUpdate');
    await server.test.app.close();
    expect((await socket.closed).code).toBe(1012);
  });
});

describe('a slow page', () => {
  it('does not delay a fast one, and gets the newest position once it reads again', async () => {
    server = await startLiveServer();
    const trackingId = await liveOrder();
    const fast = await server.connect(trackingId);
    const slow = await server.connect(trackingId);
    await fast.next('routeUpdate');
    slow.ws.pause();
    // 16 MiB of position updates: far more than the kernel buffers hold for the paused socket.
    const bus = server.test.app.live.bus;
    const pad = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 256; i++) {
      bus.publish(orderChannel(trackingId), JSON.stringify({ type: 'locationUpdate', timeDiff: i, pad }));
    }
    await fast.nextWhere('locationUpdate', (message) => message.timeDiff === 255, 5000);

    await server.ingest('POST', '/ingest/drivers/van-1/positions', {
      positions: [{ lat: 55.7, lng: 12.6, at: new Date().toISOString() }],
    });
    // The fast page gets the position while the slow one still reads nothing: nothing waits for the slow one.
    await fast.nextWhere('locationUpdate', (message) => message.driverLocation !== undefined);

    slow.ws.resume();
    const newest = await slow.nextWhere(
      'locationUpdate',
      (message) => message.driverLocation !== undefined,
      5000,
    );
    expect(newest.message.driverLocation).toMatchObject({ lat: 55.7, lng: 12.6 });
    // While it was not reading the server kept only the newest position for it, not 16 MiB of backlog.
    expect(slow.total).toBeLessThan(256 / 2);
  });
});
