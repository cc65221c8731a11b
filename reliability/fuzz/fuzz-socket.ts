import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { WebSocket } from 'ws';
import { clientMessageSchema } from '@tracking/core/schemas';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/platform/config/config';
import { orderBody } from '../../apps/server/src/testing/test-app';
import { hostileBody, hostileSegment } from './hostile';
import { arbitraryFromZod } from './schema-arbitrary';
import type { EndpointFigures } from './fuzz-http';

const INGEST_KEY = 'reliability-fuzz-key-0123456789';

/** The socket's close codes that mean the server failed (not the client's input). */
const SERVER_FAILURE_CLOSES = new Set([1011]);

/** An open socket and the code it was closed with (0 while open). */
interface Opened {
  ws: WebSocket;
  closeCode: number;
}

function open(url: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const opened: Opened = { ws, closeCode: 0 };
    ws.on('close', (code) => (opened.closeCode = code || 1006));
    ws.on('error', () => {});
    ws.once('open', () => resolve(opened));
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
  });
}

/** Resolves with the HTTP status of a handshake (101 when upgraded), closing what opened. */
function handshakeStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.once('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', () => resolve(0));
    ws.once('close', () => resolve(0));
  });
}

/**
 * Fuzzes the live socket on a listening app: `runs` handshakes with hostile queries, and `runs` messages
 * (from the client message schema, mutated: wrong types, prototype keys, deep JSON, invalid UTF-8 in text
 * frames, binary frames, frames over the 4 KiB limit) on sockets that are reopened whenever the server closes them.
 */
export async function fuzzSocket(runs: number, seed: number): Promise<EndpointFigures[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tracking-fuzz-ws-'));
  const config = parseConfig({
    DATABASE_URL: `sqlite:${path.join(dir, 'fuzz.sqlite')}`,
    INGEST_API_KEY: INGEST_KEY,
    ENUMERATION_MAX_MISSES: '1000000',
    // Limits lifted: the handshakes come fast from one address on one order, and the input is what is fuzzed.
    LIVE_SOCKETS_PER_ADDRESS: '1000000',
    LIVE_SOCKETS_PER_ORDER: '1000000',
    LIVE_HEARTBEAT_MS: '60000',
    WEB_DIST: path.join(dir, 'web-not-built'),
  });
  const app = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
  try {
    const created = await app.inject({
      method: 'POST',
      url: '/ingest/orders',
      headers: { authorization: `Bearer ${INGEST_KEY}` },
      payload: orderBody({ statusCode: 80, driverId: 'van-1' }),
    });
    const trackingId = created.json<{ payload: { trackingId: string } }>().payload.trackingId;
    const handshakes: EndpointFigures = {
      endpoint: 'WebSocket /ws handshake',
      inputs: 0,
      statuses: {},
      serverErrors: 0,
    };
    const query = fc.tuple(
      hostileSegment([trackingId]),
      fc.constantFrom('trackingV2', 'trackingv2', '', '%00', 'x'.repeat(3000)),
    );
    await fc.check(
      fc.asyncProperty(query, async ([id, userType]) => {
        handshakes.inputs += 1;
        const status = await handshakeStatus(`${base}?trackingId=${id}&user_type=${userType}`);
        handshakes.statuses[String(status)] = (handshakes.statuses[String(status)] ?? 0) + 1;
        if (status >= 500 || status === 0) handshakes.serverErrors += 1;
        return status < 500 && status !== 0;
      }),
      { numRuns: runs, seed },
    );

    const messages: EndpointFigures = {
      endpoint: 'WebSocket /ws messages',
      inputs: 0,
      statuses: {},
      serverErrors: 0,
    };
    const url = `${base}?trackingId=${trackingId}&user_type=trackingV2`;
    let socket = await open(url);
    const frames = fc.tuple(hostileBody(arbitraryFromZod(clientMessageSchema)), fc.boolean());
    await fc.check(
      fc.asyncProperty(frames, async ([body, binary]) => {
        messages.inputs += 1;
        if (socket.closeCode !== 0) socket = await open(url);
        socket.ws.send(body.payload, { binary });
        // A frame the server refuses closes the socket at once; a valid one is answered or ignored.
        await new Promise((resolve) => setTimeout(resolve, 2));
        const code = socket.closeCode;
        const outcome = code === 0 ? 'kept open' : `closed ${code}`;
        messages.statuses[outcome] = (messages.statuses[outcome] ?? 0) + 1;
        if (SERVER_FAILURE_CLOSES.has(code)) messages.serverErrors += 1;
        return !SERVER_FAILURE_CLOSES.has(code);
      }),
      { numRuns: runs, seed },
    );
    socket.ws.terminate();
    // Still serving: a fresh socket opens and the order's state arrives.
    const check = await open(url);
    check.ws.terminate();
    return [handshakes, messages];
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
