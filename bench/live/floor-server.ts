import http from 'node:http';
import { readFileSync } from 'node:fs';
import { WebSocketServer, type WebSocket } from 'ws';
import { tellParent } from './protocol';
import type { LoadPlan } from './load-plan';

/*
 * The floor: the least a server can do for the same load. It takes the same position posts and broadcasts one
 * message per post to the sockets watching that driver's orders: no store, no ETA, no validation, no heartbeat.
 * Like the service, it encodes each message once and sends it as a text frame.
 */

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadPlan;
const ordersOfDriver = new Map<string, string[]>();
for (const order of plan.orders) {
  ordersOfDriver.set(order.driverId, [...(ordersOfDriver.get(order.driverId) ?? []), order.trackingId]);
}
const watchers = new Map<string, Set<WebSocket>>();
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 4096 });

function broadcast(driverId: string, body: string): void {
  const positions = (JSON.parse(body) as { positions: unknown[] }).positions;
  const data = Buffer.from(
    JSON.stringify({ type: 'locationUpdate', driverLocation: positions.at(-1), timeDiff: 0 }),
  );
  for (const trackingId of ordersOfDriver.get(driverId) ?? []) {
    for (const socket of watchers.get(trackingId) ?? []) socket.send(data, { binary: false });
  }
}

const server = http.createServer((request, response) => {
  const driverId = /^\/ingest\/drivers\/([^/]+)\/positions$/.exec(request.url ?? '')?.[1];
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (driverId) broadcast(decodeURIComponent(driverId), Buffer.concat(chunks).toString());
    response.writeHead(driverId ? 202 : 404).end();
  });
});

server.on('upgrade', (request, socket, head) => {
  const trackingId = new URL(request.url ?? '/', 'http://floor').searchParams.get('trackingId') ?? '';
  wss.handleUpgrade(request, socket, head, (ws) => {
    const set = watchers.get(trackingId) ?? new Set();
    set.add(ws);
    watchers.set(trackingId, set);
    ws.on('close', () => set.delete(ws));
  });
});

// An exit of its own on SIGTERM, so a profiler given in BENCH_SERVER_NODE_ARGS writes its profile.
process.on('SIGTERM', () => process.exit(0));

server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
  const address = server.address();
  if (address && typeof address === 'object') tellParent({ type: 'listening', port: address.port });
});
