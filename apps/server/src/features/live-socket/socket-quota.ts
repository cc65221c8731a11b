/** How many live sockets this process holds, in all, per address group and per order. */
export interface SocketLimits {
  maxSockets: number;
  socketsPerAddress: number;
  socketsPerOrder: number;
}

export type QuotaRefusal = 'full' | 'address' | 'order';

/** The most one address group or one order may hold: its own cap, and never more than half of all sockets. */
export function shareOf(cap: number, maxSockets: number): number {
  return Math.max(1, Math.min(cap, Math.floor(maxSockets / 2)));
}

function add(counts: Map<string, number>, key: string, step: number): void {
  const next = (counts.get(key) ?? 0) + step;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

/**
 * The live sockets held here, so that one link or one client cannot take the capacity everyone shares: a socket
 * is admitted only while the process, its address group and its order each have room.
 */
export class SocketQuota {
  private total = 0;
  private readonly byGroup = new Map<string, number>();
  private readonly byOrder = new Map<string, number>();
  private readonly perAddress: number;
  private readonly perOrder: number;

  constructor(private readonly limits: SocketLimits) {
    this.perAddress = shareOf(limits.socketsPerAddress, limits.maxSockets);
    this.perOrder = shareOf(limits.socketsPerOrder, limits.maxSockets);
  }

  /** Takes a place for a socket; what is full when there is none. Give it back with `release`. */
  take(group: string, trackingId: string): QuotaRefusal | null {
    if (this.total >= this.limits.maxSockets) return 'full';
    if ((this.byGroup.get(group) ?? 0) >= this.perAddress) return 'address';
    if ((this.byOrder.get(trackingId) ?? 0) >= this.perOrder) return 'order';
    this.total++;
    add(this.byGroup, group, 1);
    add(this.byOrder, trackingId, 1);
    return null;
  }

  release(group: string, trackingId: string): void {
    this.total--;
    add(this.byGroup, group, -1);
    add(this.byOrder, trackingId, -1);
  }

  get size(): number {
    return this.total;
  }
}
