import type { LiveConnection, LiveState } from './live-socket';

/** How long a connection outlives its last user, so moving between the order page and the map keeps it. */
export const LIVE_LINGER_MS = 10_000;

/** A connection's state, or idle when the page has none for the order. */
export type LiveStatus = LiveState | 'idle';

const isEnded = (state: LiveState) => state === 'closed' || state === 'stopped';

interface Entry {
  connection: LiveConnection;
  users: number;
  linger: ReturnType<typeof setTimeout> | undefined;
  unsubscribe: () => void;
}

/**
 * The tab's live connections, one per order however many components listen: the order page and the map share
 * one socket. The last user leaving lets the connection linger a moment before it closes.
 */
export class SharedLiveSockets {
  private readonly entries = new Map<string, Entry>();
  private readonly watchers = new Map<string, Set<() => void>>();

  /** Joins the order's connection, starting it with `create` if there is none; returns how to leave it. */
  acquire(trackingId: string, create: () => LiveConnection): () => void {
    let entry = this.entries.get(trackingId);
    // A connection that ended (final status, access withdrawn) is never reused: an order back to live listens anew.
    if (entry && isEnded(entry.connection.getState())) {
      this.drop(trackingId, entry);
      entry = undefined;
    }
    if (!entry) {
      const connection = create();
      const unsubscribe = connection.subscribe(() => this.notify(trackingId));
      entry = { connection, users: 0, linger: undefined, unsubscribe };
      this.entries.set(trackingId, entry);
      connection.start();
      this.notify(trackingId);
    }
    clearTimeout(entry.linger);
    entry.users += 1;
    const joined = entry;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.leave(trackingId, joined);
    };
  }

  stateOf(trackingId: string): LiveStatus {
    return this.entries.get(trackingId)?.connection.getState() ?? 'idle';
  }

  /** Calls `listener` whenever the order's live state changes (for useSyncExternalStore). */
  watch(trackingId: string, listener: () => void): () => void {
    const watchers = this.watchers.get(trackingId) ?? new Set();
    watchers.add(listener);
    this.watchers.set(trackingId, watchers);
    return () => {
      watchers.delete(listener);
      if (watchers.size === 0) this.watchers.delete(trackingId);
    };
  }

  private leave(trackingId: string, entry: Entry): void {
    entry.users -= 1;
    if (entry.users > 0) return;
    entry.linger = setTimeout(() => {
      this.drop(trackingId, entry);
      this.notify(trackingId);
    }, LIVE_LINGER_MS);
  }

  private drop(trackingId: string, entry: Entry): void {
    clearTimeout(entry.linger);
    entry.unsubscribe();
    entry.connection.stop();
    if (this.entries.get(trackingId) === entry) this.entries.delete(trackingId);
  }

  private notify(trackingId: string): void {
    for (const listener of this.watchers.get(trackingId) ?? []) listener();
  }
}
