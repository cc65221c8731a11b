import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { rawErrorAnswer } from '../http/raw-answer';
import { tooManyRequests } from '../outcomes/outcome';
import { addressGroup } from './address-group';

export interface ConnectionLimits {
  /** Open connections (HTTP and live sockets) one address group holds at most; more get 429. */
  perAddress: number;
  /** Connections from these peers are not counted: a trusted proxy carries many clients and caps them itself. */
  isTrustedProxy: (address: string) => boolean;
}

const TOO_MANY = rawErrorAnswer(tooManyRequests('Too many connections from your address'));

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
    if (!counter.take(group, limits.perAddress)) {
      socket.on('error', () => socket.destroy());
      socket.end(TOO_MANY);
      // The client may never read: the descriptor goes back at once rather than waiting for it.
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    socket.once('close', () => counter.release(group));
  });
  return counter;
}
