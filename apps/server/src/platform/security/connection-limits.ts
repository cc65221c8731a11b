import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { rawErrorAnswer } from '../http/raw-answer';
import { tooManyRequests, unavailable } from '../outcomes/outcome';
import { addressGroup } from './address-group';

export interface ConnectionLimits {
  /** Open connections (HTTP and live sockets) one address group holds at most; more get 429. */
  perAddress: number;
  /** Connections from these peers are not counted: a trusted proxy carries many clients and caps them itself. */
  isTrustedProxy: (address: string) => boolean;
}

const TOO_MANY = rawErrorAnswer(tooManyRequests('Too many connections from your address'));

const ALL_BUSY = rawErrorAnswer(
  unavailable('The service holds all the connections it can; try again shortly'),
  {
    'retry-after': '1',
  },
);

/** Ends a connection the service will not keep, giving its descriptor back even if the client never reads. */
function refuse(socket: Socket, answer: string): void {
  socket.on('error', () => socket.destroy());
  socket.end(answer);
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** Open connections per address group on this server, counted as they are accepted and closed. */
export class ConnectionCounter {
  private readonly open = new Map<string, number>();

  /** Takes a slot for the group; false (and nothing taken) when it already holds `max`. */
  take(group: string, max: number): boolean {
    const count = this.open.get(group) ?? 0;
    if (count >= max) return false;
    this.open.set(group, count + 1);
    return true;
  }

  release(group: string): void {
    const count = (this.open.get(group) ?? 0) - 1;
    if (count > 0) this.open.set(group, count);
    else this.open.delete(group);
  }

  count(group: string): number {
    return this.open.get(group) ?? 0;
  }
}

/**
 * Caps the connections one address group keeps open, at accept time on the raw socket (before any byte is
 * parsed), so one client cannot take every descriptor of the process: over the cap, the connection gets a
 * minimal 429 and is closed.
 */
export function limitConnectionsPerAddress(server: Server, limits: ConnectionLimits): ConnectionCounter {
  const counter = new ConnectionCounter();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || limits.isTrustedProxy(address)) return;
    const group = addressGroup(address);
    // The client may never read: refuse() gives the descriptor back after a second rather than waiting for it.
    if (!counter.take(group, limits.perAddress)) return refuse(socket, TOO_MANY);
    socket.once('close', () => counter.release(group));
  });
  return counter;
}

/**
 * The connections open on this server, and which of them are idle (no request in flight), oldest idle first. A
 * connection taken over by the live socket (an upgrade) is never idle.
 */
export class OpenConnections {
  private readonly inFlight = new Map<Socket, number>();
  /** Idle connections in the order they became idle: a Set keeps insertion order. */
  private readonly idle = new Set<Socket>();

  get size(): number {
    return this.inFlight.size;
  }

  opened(socket: Socket): void {
    this.inFlight.set(socket, 0);
    this.idle.add(socket);
  }

  closed(socket: Socket): void {
    this.inFlight.delete(socket);
    this.idle.delete(socket);
  }

  requestStarted(socket: Socket): void {
    const count = this.inFlight.get(socket);
    if (count === undefined) return;
    this.inFlight.set(socket, count + 1);
    this.idle.delete(socket);
  }

  requestEnded(socket: Socket): void {
    const count = this.inFlight.get(socket);
    if (count === undefined || count === Number.POSITIVE_INFINITY) return;
    this.inFlight.set(socket, Math.max(0, count - 1));
    if (count <= 1) this.idle.add(socket);
  }

  /** The connection now carries a live socket: it is in use for as long as it stays open. */
  upgraded(socket: Socket): void {
    if (!this.inFlight.has(socket)) return;
    this.inFlight.set(socket, Number.POSITIVE_INFINITY);
    this.idle.delete(socket);
  }

  /** The connection idle the longest, taken out of the idle ones; undefined when every connection is busy. */
  takeOldestIdle(): Socket | undefined {
    const [oldest] = this.idle;
    if (oldest) this.idle.delete(oldest);
    return oldest;
  }
}

/**
 * Caps the connections this process holds, whatever their addresses (each under its own per-address cap may still
 * add up to every descriptor): at the cap, a new connection closes the connection idle the longest (a keep-alive
 * one between requests, which its client reopens when it needs it); when none is idle, the new one gets 503.
 */
export function limitTotalConnections(server: Server, max: number): OpenConnections {
  const open = new OpenConnections();
  server.on('connection', (socket: Socket) => {
    if (open.size >= max) {
      const oldest = open.takeOldestIdle();
      if (!oldest) return refuse(socket, ALL_BUSY);
      open.closed(oldest);
      oldest.destroy();
    }
    open.opened(socket);
    socket.once('close', () => open.closed(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    open.requestStarted(socket);
    response.once('close', () => open.requestEnded(socket));
  });
  server.on('upgrade', (request: IncomingMessage) => open.upgraded(request.socket));
  return open;
}
