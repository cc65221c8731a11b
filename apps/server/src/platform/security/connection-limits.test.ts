import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../../testing/live-test-support';
import { ConnectionCounter, OpenConnections } from './connection-limits';

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

describe('OpenConnections', () => {
  const socket = () => ({}) as Socket;
  it('gives the connection idle the longest, never one with a request in flight or a live socket', () => {
    const open = new OpenConnections();
    const [first, second, third, live] = [socket(), socket(), socket(), socket()];
    for (const connection of [first, second, third, live]) open.opened(connection);
    open.requestStarted(first);
    open.upgraded(live);
    open.requestStarted(second);
    open.requestEnded(second);
    expect(open.takeOldestIdle()).toBe(third);
    expect(open.takeOldestIdle()).toBe(second);
    expect(open.takeOldestIdle()).toBeUndefined();
    open.requestEnded(first);
    expect(open.takeOldestIdle()).toBe(first);
    expect(open.size).toBe(4);
  });
});

describe('connections of many addresses against the real server', () => {
  let server: LiveServer;
  let port: number;
  beforeAll(async () => {
    server = await startLiveServer({ MAX_CONNECTIONS: '20', CONNECTIONS_PER_ADDRESS: '4' });
    port = Number(new URL(server.baseUrl).port);
  });
  afterAll(() => server.close());

  /** A keep-alive connection that has had its answer and now sits idle. */
  async function idleConnection(localAddress: string) {
    const connection = rawConnection(port, localAddress);
    await connection.opened;
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise<void>((resolve) => connection.socket.once('data', () => resolve()));
    return connection;
  }

  it('closes the oldest idle connection at the cap, so a new client is still served', async () => {
    const held = [];
    // Six addresses, each at its cap of 4: 24 idle keep-alive connections against a cap of 20.
    for (let address = 10; address < 16; address++)
      for (let index = 0; index < 4; index++) held.push(await idleConnection(`127.0.0.${address}`));
    const newcomer = rawConnection(port, '127.0.0.20');
    newcomer.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await newcomer.closed).toMatch(/^HTTP\/1\.1 200 /);
    const closed = await Promise.all(
      held.map((connection) =>
        Promise.race([
          connection.closed.then(() => true),
          new Promise((resolve) => setTimeout(resolve, 200, false)),
        ]),
      ),
    );
    // The 5 oldest made room (4 for the 21st to 24th, 1 for the newcomer); the 19 newest stay open.
    expect(closed).toEqual([...Array<boolean>(5).fill(true), ...Array<boolean>(19).fill(false)]);
    for (const connection of held) connection.socket.destroy();
  });
});

describe('live sockets at the connection cap', () => {
  it('are never closed to make room: they are in use for as long as they stay open', async () => {
    const server = await startLiveServer({ MAX_CONNECTIONS: '3' });
    const port = Number(new URL(server.baseUrl).port);
    const trackingId = await server.test.createOrder();
    const live = await server.connect(trackingId);
    let liveClosed = false;
    live.ws.once('close', () => (liveClosed = true));
    const held = [];
    // Keep-alive clients past the cap: each new one closes the oldest idle one, never the live socket.
    for (let index = 0; index < 4; index++) {
      const client = rawConnection(port, '127.0.0.40');
      client.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise<void>((resolve) => client.socket.once('data', () => resolve()));
      held.push(client);
    }
    expect(liveClosed).toBe(false);
    for (const client of held) client.socket.destroy();
    await server.close();
  });
});

describe('idle keep-alive connections', () => {
  it('are closed after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const server = await startLiveServer({ KEEP_ALIVE_TIMEOUT_MS: '200' });
    const port = Number(new URL(server.baseUrl).port);
    const connection = rawConnection(port, '127.0.0.30');
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    const startedAt = Date.now();
    expect(await connection.closed).toMatch(/^HTTP\/1\.1 200 /);
    expect(Date.now() - startedAt).toBeLessThan(5000);
    await server.close();
  });
});
