import { LRUCache } from 'lru-cache';
import type { DriverPositionRecord } from './order-view-store';

/** A stored position with its row's id: the store's order among positions of the same time. */
export interface StoredPosition {
  id: number;
  position: DriverPositionRecord;
}

/** How a tail is read: a driver's newest `limit` rows, and the rows stored after a row id. */
export interface TailReads {
  newest(driverId: string, limit: number): Promise<StoredPosition[]>;
  after(driverId: string, lastId: number): Promise<StoredPosition[]>;
}

/** Newest first, as the store orders them: by time, then by id among positions of the same time. */
const newestFirst = (a: StoredPosition, b: StoredPosition) =>
  a.position.at === b.position.at ? b.id - a.id : a.position.at < b.position.at ? 1 : -1;

/**
 * The newest `kept` of a tail (newest first, as every tail is kept) and the rows stored since, each row once. A
 * post merges one or two rows into a hundred: they are sorted alone and merged in one pass, which compares
 * little more than them, and the pass stops at `kept`.
 */
export function mergedTail(
  tail: readonly StoredPosition[],
  fresh: readonly StoredPosition[],
  kept: number,
): StoredPosition[] {
  if (kept <= 0) return [];
  const freshIds = new Set(fresh.map((row) => row.id));
  const incoming = [...fresh].sort(newestFirst).filter((row, index, rows) => rows[index - 1]?.id !== row.id);
  const merged: StoredPosition[] = [];
  /** Whether there is room for more after `row`. */
  const take = (row: StoredPosition) => merged.push(row) < kept;
  let next = 0;
  for (const row of tail) {
    if (freshIds.has(row.id)) continue;
    for (let newer = incoming[next]; newer && newestFirst(newer, row) < 0; newer = incoming[++next]) {
      if (!take(newer)) return merged;
    }
    if (!take(row)) return merged;
  }
  for (const rest of incoming.slice(next)) if (!take(rest)) return merged;
  return merged;
}

interface Tail {
  rows: StoredPosition[];
  /** The highest row id read for the driver: rows stored later have higher ones. */
  lastId: number;
}

/**
 * Each driver's newest `kept` stored positions, read whole once and then kept current by the rows each commit
 * hands over (`committed`), or, when the tail may lack one, by a read of the rows stored since (the read took
 * 40 µs of a post's main thread under load). Exact only where one writer numbers the rows in commit order
 * (SQLite's single writer with AUTOINCREMENT keys): a row numbered before another but committed after it would
 * never be read. Deletes leave the newest alone (a driver's history is cut back to far more than `kept`) except
 * deletes by age, after which `forget` must be called.
 */
export class PositionTails {
  private readonly tails: LRUCache<string, Tail>;
  /**
   * The highest row id committed per driver, as commits handed them over. A tail whose `lastId` reaches it holds
   * every row committed for its driver; a driver missing here (none handed over, or evicted) is read since.
   */
  private readonly committedIds: LRUCache<string, number>;
  /** Bumped by `forget`: a read under way then may hold rows deleted meanwhile, and is not kept. */
  private generation = 0;

  /**
   * `maxDrivers`: a tail is about 6 KB. More drivers posting at once is past what one SQLite instance takes (a
   * few hundred posts a second on two cores); beyond it, the drivers that posted least recently are read whole.
   */
  constructor(
    readonly kept: number,
    maxDrivers = 2_000,
  ) {
    this.tails = new LRUCache({ max: maxDrivers });
    this.committedIds = new LRUCache({ max: maxDrivers * 4 });
  }

  /**
   * Rows of the driver's that just committed. A tail holding every row committed before them takes them at once;
   * one that may lack some (a read that ran before an earlier commit, say) is left for its next read.
   */
  committed(driverId: string, rows: readonly StoredPosition[]): void {
    const before = this.committedIds.get(driverId);
    const highest = highestId(rows, before ?? 0);
    this.committedIds.set(driverId, highest);
    const tail = this.tails.get(driverId);
    if (!tail || before === undefined || tail.lastId < before) return;
    this.tails.set(driverId, { rows: mergedTail(tail.rows, rows, this.kept), lastId: highest });
  }

  /** The driver's newest `limit` (at most `kept`) stored positions, newest first. */
  async recent(driverId: string, limit: number, reads: TailReads): Promise<DriverPositionRecord[]> {
    const generation = this.generation;
    const tail = this.tails.get(driverId);
    const next = !tail
      ? firstTail(await reads.newest(driverId, this.kept))
      : this.holdsAllCommitted(driverId, tail)
        ? tail
        : await this.since(tail, driverId, reads);
    if (generation === this.generation && next !== tail) this.tails.set(driverId, next);
    return next.rows.slice(0, limit).map((row) => row.position);
  }

  /** Positions may have been deleted by age: every tail is read whole again. */
  forget(): void {
    this.generation += 1;
    this.tails.clear();
  }

  private holdsAllCommitted(driverId: string, tail: Tail): boolean {
    const committed = this.committedIds.get(driverId);
    return committed !== undefined && tail.lastId >= committed;
  }

  private async since(tail: Tail, driverId: string, reads: TailReads): Promise<Tail> {
    const fresh = await reads.after(driverId, tail.lastId);
    if (fresh.length === 0) return tail;
    // Another read may have merged rows meanwhile: merge into the newest tail.
    const current = this.tails.get(driverId) ?? tail;
    return {
      rows: mergedTail(current.rows, fresh, this.kept),
      lastId: highestId(fresh, current.lastId),
    };
  }
}

const firstTail = (rows: StoredPosition[]): Tail => ({ rows, lastId: highestId(rows, 0) });

function highestId(rows: readonly StoredPosition[], from: number): number {
  return rows.reduce((highest, row) => Math.max(highest, row.id), from);
}
