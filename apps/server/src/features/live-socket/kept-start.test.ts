import { connect as connectTcp } from 'node:net';
import type { Duplex } from 'node:stream';
import { LIVE_USER_TYPE } from '@tracking/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../../testing/live-test-support';

let server: LiveServer;
beforeEach(async () => {
  server = await startLiveServer();
});
afterEach(() => server.close());

/**
 * The server's writes on the next connection upgraded: how many chunks each one sent together. A corked
 * handshake answer and first frame leave as one write of two; a frame written in a later turn, as a write of its
 * own.
 */
function writesOfNextUpgrade(): number[] {
  const writes: number[] = [];
  server.test.app.server.prependOnceListener('upgrade', (_request, socket: Duplex) => {
    const write = socket._write.bind(socket);
    const writev = socket._writev?.bind(socket);
    socket._write = (chunk, encoding, callback) => {
      writes.push(1);
      write(chunk, encoding, callback);
    };
    if (writev)
      socket._writev = (chunks, callback) => {
        writes.push(chunks.length);
        writev(chunks, callback);
      };
  });
  return writes;
}

/** Opens a socket by hand: the bytes of its first read, and the server's writes until then. */
async function firstRead(id: string): Promise<{ text: string; writes: number[] }> {
  const writes = writesOfNextUpgrade();
  const { hostname, port } = new URL(server.baseUrl);
  const socket = connectTcp(Number(port), hostname);
  try {
    socket.write(
      `GET /ws?trackingId=${id}&user_type=${LIVE_USER_TYPE} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
        'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    const [chunk] = (await new Promise((resolve) => socket.once('data', (data) => resolve([data])))) as [
      Buffer,
    ];
    return { text: chunk.toString('latin1'), writes: [...writes] };
  } finally {
    socket.destroy();
  }
}

/** A socket opened now gets the handshake's answer and its first frame, sent as one write. */
async function expectFirstFrameWithHandshake(trackingId: string): Promise<void> {
  const { text, writes } = await firstRead(trackingId);
  expect(text).toMatch(/^HTTP\/1\.1 101 [\s\S]*\r\n\r\n\x81[\s\S]*"routeUpdate"/);
  expect(writes[0]).toBe(2);
}

async function liveOrder(): Promise<string> {
  const trackingId = await server.test.createOrder({
    statusCode: 80,
    driverId: 'van-1',
    promisedTime: new Date(Date.now() + 30 * 60_000).toISOString(),
  });
  await server.ingest('PUT', '/ingest/drivers/van-1/route', { stops: [{ trackingId }] });
  await server.ingest('POST', '/ingest/drivers/van-1/positions', {
    positions: [{ lat: 55.66, lng: 12.55, heading: 10, at: new Date().toISOString() }],
  });
  return trackingId;
}

describe("a socket of an order this instance holds and listens to (a reconnect storm's)", () => {
  it('gets its first frame in the same write as the handshake answer, and every update after it', async () => {
    const trackingId = await liveOrder();
    const first = await server.connect(trackingId);
    await first.next('routeUpdate');
    // The order is kept and listened to now: the next socket starts at once.
    await expectFirstFrameWithHandshake(trackingId);

    const second = await server.connect(trackingId);
    await second.next('routeUpdate');
    await server.ingest('POST', '/ingest/drivers/van-1/positions', {
      positions: [{ lat: 55.67, lng: 12.55, heading: 10, at: new Date().toISOString() }],
    });
    expect((await second.next('locationUpdate')).message.driverLocation).toMatchObject({ lat: 55.67 });
  });

  it("as the order's first socket (the memory bus subscribes at once), gets its first frame in the same write too", async () => {
    const trackingId = await liveOrder();
    // Kept by this instance (a reload reads it, if nothing else did); no socket watches it yet.
    expect((await fetch(`${server.baseUrl}/tracking/?trackingId=${trackingId}`)).status).toBe(200);
    await expectFirstFrameWithHandshake(trackingId);

    const socket = await server.connect(trackingId);
    await socket.next('routeUpdate');
    await server.ingest('POST', '/ingest/drivers/van-1/positions', {
      positions: [{ lat: 55.68, lng: 12.55, heading: 10, at: new Date().toISOString() }],
    });
    expect((await socket.next('locationUpdate')).message.driverLocation).toMatchObject({ lat: 55.68 });
  });
});
