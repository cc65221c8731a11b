import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../../testing/live-test-support';
import { ConnectionCounter } from './connection-limits';

/** A raw connection from a chosen loopback address, collecting what the service answers until it closes. */
function rawConnection(port: number, localAddress: string) {
  const socket: Socket = connect({ host: '127.0.0.1', port, localAddress });
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, opened };
}

/** Headers of a POST whose body never comes. */
const STALLED =
  'POST /tracking/feedback?trackingId=AAAAAAAAAAAAAAAAAAAAAA HTTP/1.1\r\nHost: x\r\n' +
  'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"rat';

describe('ConnectionCounter', () => {
  it('gives each group its own slots and frees them as connections close', () => {
    const counter = new ConnectionCounter();
    expect([counter.take('a', 2), counter.take('a', 2), counter.take('a', 2)]).toEqual([true, true, false]);
    expect(counter.take('b', 2)).toBe(true);
    counter.release('a');
    expect(counter.count('a')).toBe(1);
    expect(counter.take('a', 2)).toBe(true);
  });
});

describe('connections of one address against the real server', () => {
  let server: LiveServer;
  let port: number;
  beforeAll(async () => {
    server = await startLiveServer({ BODY_TIMEOUT_MS: '300', CONNECTIONS_PER_ADDRESS: '3' });
    port = Number(new URL(server.baseUrl).port);
  });
  afterAll(() => server.close());

  it('cuts a body that stalls after its headers with 408 and the error body', async () => {
    const stalled = rawConnection(port, '127.0.0.3');
    await stalled.opened;
    stalled.socket.write(STALLED);
    const answer = await stalled.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The request did not arrive in time',
      code: 'request_timeout',
    });
  });

  it('refuses the connection past the cap with 429 while another address is served', async () => {
    const held = Array.from({ length: 3 }, () => rawConnection(port, '127.0.0.4'));
    await Promise.all(held.map((connection) => connection.opened));
    const refused = rawConnection(port, '127.0.0.4');
    const answer = await refused.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer).toContain('"code":"too_many_requests"');
    const other = rawConnection(port, '127.0.0.5');
    other.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await other.closed).toMatch(/^HTTP\/1\.1 200 /);
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    const again = rawConnection(port, '127.0.0.4');
    again.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await again.closed).toMatch(/^HTTP\/1\.1 200 /);
  });
});
