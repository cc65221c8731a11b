import { WebSocket } from 'ws';
import { LatencyHistogram } from './histogram';
import { tellParent, type ClientCommand } from './protocol';

/*
 * One load-generator process: holds its share of recipient sockets, answers heartbeats like the page does, and
 * measures ingest-to-client latency from the `at` the pusher stamped into each position when it sent it.
 */

const sockets: WebSocket[] = [];
const histogram = new LatencyHistogram();
let measureFromMs = Number.POSITIVE_INFINITY;
let delivered = 0;
let closed = 0;
let pongs = 0;
const PONG = JSON.stringify({ type: 'pong' });

/** Wall-clock time with sub-millisecond precision, comparable with Date.now() of another process. */
const nowMs = () => performance.timeOrigin + performance.now();

function onMessage(socket: WebSocket, data: Buffer): void {
  const message = JSON.parse(data.toString()) as { type: string; driverLocation?: { at?: string } };
  if (message.type === 'ping') {
    socket.send(PONG);
    pongs++;
    return;
  }
  const at = message.driverLocation?.at;
  if (message.type !== 'locationUpdate' || at === undefined) return;
  const sentMs = Date.parse(at);
  if (sentMs < measureFromMs) return;
  delivered++;
  histogram.record(nowMs() - sentMs);
}

function open(url: string, localAddress: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { localAddress, perMessageDeflate: false });
    socket.once('open', () => {
      sockets.push(socket);
      socket.on('close', () => closed++);
      resolve();
    });
    socket.once('error', reject);
    socket.on('message', (data: Buffer) => onMessage(socket, data));
  });
}

async function connect(command: Extract<ClientCommand, { type: 'connect' }>): Promise<void> {
  let next = 0;
  let failed = 0;
  let firstError: string | undefined;
  const lane = async () => {
    while (next < command.trackingIds.length) {
      const index = next++;
      const url = `${command.wsUrl}?trackingId=${command.trackingIds[index]}&user_type=trackingV2`;
      const address = command.localAddresses[index % command.localAddresses.length] ?? '127.0.0.1';
      await open(url, address).catch((error: Error) => {
        failed++;
        firstError ??= error.message;
      });
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, lane));
  tellParent({ type: 'connected', opened: sockets.length, failed, firstError });
}

process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'connect':
      void connect(command);
      break;
    case 'measure':
      measureFromMs = command.fromMs;
      break;
    case 'report':
      tellParent({ type: 'report', delivered, histogram: histogram.toSparse(), closed, pongs });
      break;
    case 'close':
      for (const socket of sockets) socket.terminate();
      process.exit(0);
  }
});
