import { connect, type Socket } from 'node:net';
import { request, type IncomingHttpHeaders } from 'node:http';

/** A raw TCP connection from a chosen loopback address, with everything the service sent until it closed. */
export interface RawConnection {
  socket: Socket;
  opened: Promise<boolean>;
  /** What the service answered, once the connection closed; and when it closed (performance.now()). */
  closed: Promise<{ text: string; atMs: number }>;
}

export function rawConnection(port: number, localAddress: string): RawConnection {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => {});
  return {
    socket,
    opened: new Promise((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('close', () => resolve(false));
    }),
    closed: new Promise((resolve) => socket.once('close', () => resolve({ text, atMs: performance.now() }))),
  };
}

/** The status line's code of a raw answer, or 0 when none came. */
export const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

/** A request from a chosen loopback address; resolves with the status, headers and body. */
export function call(
  port: number,
  localAddress: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        localAddress,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Headers of the page's own fetch (what a browser sends for a same-origin fetch()). */
export const SAME_ORIGIN = {
  'sec-fetch-site': 'same-origin',
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
};
