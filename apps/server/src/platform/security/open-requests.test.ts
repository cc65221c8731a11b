import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../../testing/live-test-support';

/** Writes `count` GETs of `path` pipelined on one connection in one go; resolves with the statuses answered. */
function pipelined(port: number, path: string, count: number): Promise<number[]> {
  const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.6' });
  const request = `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;
  socket.write(request.repeat(count - 1) + request.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (text += chunk));
  return new Promise((resolve) =>
    socket.on('close', () =>
      resolve([...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]))),
    ),
  );
}

describe('requests under way per address', () => {
  let server: LiveServer;
  let port: number;
  beforeAll(async () => {
    server = await startLiveServer({ OPEN_REQUESTS_PER_ADDRESS: '5' });
    port = Number(new URL(server.baseUrl).port);
  });
  afterAll(() => server.close());

  it('refuses requests pipelined past the cap on one connection with 429, and frees the slots after', async () => {
    const trackingId = await server.test.createOrder();
    const statuses = await pipelined(port, `/tracking/?trackingId=${trackingId}`, 30);
    expect(statuses).toHaveLength(30);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(await pipelined(port, `/tracking/?trackingId=${trackingId}`, 3)).toEqual([200, 200, 200]);
  });

  it('gives the slot back once answered, injected requests too', async () => {
    for (let read = 0; read < 10; read++) {
      const response = await server.test.app.inject({ url: '/healthz' });
      expect(response.statusCode).toBe(200);
    }
  });
});
