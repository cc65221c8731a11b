import { writeFileSync } from 'node:fs';
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
/** Each measured message's send time and latency, pairwise, when the bench asks for a trace file. */
const traceFile = process.env.BENCH_LATENCY_TRACE;
const trace: number[] | undefined = traceFile ? [] : undefined;

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
  const latency = nowMs() - sentMs;
  histogram.record(latency);
  trace?.push(sentMs, latency);
}

/** How long after the last burst a socket may take to open and still count as open in time. */
const BURST_GRACE_MS = 2000;
const HANDSHAKE_TIMEOUT_MS = 15_000;

/** The origin of the page a socket URL belongs to: ws://host:port/ws -> http://host:port. */
const pageOrigin = (url: string) => new URL(url).origin.replace(/^ws/, 'http');

/** Resolves with the moment the socket opened. */
function open(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      // What a browser sends: the page's own origin (the service's, here).
      origin: pageOrigin(url),
      localAddress,
      perMessageDeflate: false,
      handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
    });
    socket.once('open', () => {
      sockets.push(socket);
      socket.on('close', () => closed++);
      resolve(Date.now());
    });
    socket.once('error', reject);
    socket.on('message', (data: Buffer) => onMessage(socket, data));
  });
}

type ConnectCommand = Extract<ClientCommand, { type: 'connect' }>;

const socketUrl = (command: ConnectCommand, index: number) =>
  `${command.wsUrl}?trackingId=${command.trackingIds[index]}&user_type=trackingV2`;
const sourceAddress = (command: ConnectCommand, index: number) =>
  command.localAddresses[index % command.localAddresses.length] ?? '127.0.0.1';

/** A reconnect storm: `size` sockets every `intervalMs`, none waiting for another. */
async function connectInBursts(command: ConnectCommand, burst: { size: number; intervalMs: number }) {
  const openings: Promise<number | undefined>[] = [];
  let failed = 0;
  let firstError: string | undefined;
  for (let start = 0; start < command.trackingIds.length; start += burst.size) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, burst.intervalMs));
    const end = Math.min(start + burst.size, command.trackingIds.length);
    for (let index = start; index < end; index++) {
      openings.push(
        open(socketUrl(command, index), sourceAddress(command, index)).catch((error: Error) => {
          failed++;
          firstError ??= error.message;
          return undefined;
        }),
      );
    }
  }
  const lastBurstMs = Date.now();
  const openedAt = await Promise.all(openings);
  const openedSoonAfterBursts = openedAt.filter(
    (at) => at !== undefined && at <= lastBurstMs + BURST_GRACE_MS,
  ).length;
  tellParent({ type: 'connected', opened: sockets.length, failed, firstError, openedSoonAfterBursts });
}

async function connect(command: ConnectCommand): Promise<void> {
  if (command.burst) return connectInBursts(command, command.burst);
  let next = 0;
  let failed = 0;
  let firstError: string | undefined;
  const lane = async () => {
    while (next < command.trackingIds.length) {
      const index = next++;
      await open(socketUrl(command, index), sourceAddress(command, index)).catch((error: Error) => {
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
      if (traceFile && trace) writeFileSync(traceFile, new Float64Array(trace));
      tellParent({ type: 'report', delivered, histogram: histogram.toSparse(), closed, pongs });
      break;
    case 'close':
      for (const socket of sockets) socket.terminate();
      process.exit(0);
  }
});
