import { nextTurn } from './next-turn';
import type { Store } from './store';

type Work = (tx: Store) => Promise<unknown>;

interface Waiting {
  work: Work;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** A work of a group threw: the group rolled back, and each of its works runs again alone. */
class WorkFailed extends Error {}

/**
 * Runs works in one transaction per group (group commit): a work waits for the turn it arrived in to end
 * (nextTurn, after the I/O that was waiting) and, while a group is being written, for that group to be durable;
 * every work queued by then runs in the next group's one transaction and one disk sync, each resolving once its
 * group is durable. Waiting for the group before costs a work no time: its own commit could not be durable
 * before the sync already under way ends.
 *
 * For the position posts: a post's live messages go out when it arrives, and its write joins the posts that
 * arrive while the write before is on its way to the disk, so under load the writes share commits (each a
 * transaction, a few WAL pages and a sync) instead of one each. When a work throws, the group rolls back and each
 * work runs again in its own transaction, so one bad work fails only itself; a failure of the transaction itself
 * (the commit, the sync) fails the whole group. Works must be repeatable, as for Store#transaction.
 */
export class GroupedTransactions {
  private queue: Waiting[] = [];
  /** A group is being written, until it is durable; the next group gathers meanwhile. */
  private writing = false;

  constructor(private readonly store: Pick<Store, 'transaction'>) {}

  run<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.queue.length === 0 && !this.writing) this.writeNextTurn();
      this.queue.push({ work, resolve: resolve as (result: unknown) => void, reject });
    });
  }

  private writeNextTurn(): void {
    this.writing = true;
    void nextTurn()
      .then(() => this.flush())
      .finally(() => {
        this.writing = false;
        if (this.queue.length > 0) this.writeNextTurn();
      });
  }

  private async flush(): Promise<void> {
    const group = this.queue;
    this.queue = [];
    if (group.length === 1) return this.alone(group[0] as Waiting);
    let results: unknown[];
    try {
      results = await this.store.transaction(async (tx) => {
        const done: unknown[] = [];
        for (const { work } of group) done.push(await work(tx).catch(failed));
        return done;
      });
    } catch (error) {
      if (error instanceof WorkFailed) await Promise.all(group.map((waiting) => this.alone(waiting)));
      else for (const { reject } of group) reject(error);
      return;
    }
    group.forEach(({ resolve }, index) => resolve(results[index]));
  }

  private alone({ work, resolve, reject }: Waiting): Promise<void> {
    return this.store.transaction(work).then(resolve, reject);
  }
}

function failed(error: unknown): never {
  throw new WorkFailed('a work of the group failed', { cause: error });
}
