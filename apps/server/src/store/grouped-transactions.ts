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
 * Runs works in one transaction per turn of the event loop: each is queued, and the queue runs after the I/O that
 * was waiting (nextTurn), in one transaction and one disk sync, each work resolving once the group is durable.
 *
 * For the position posts: a post's live messages go out when it arrives, and its write waits for the posts read
 * in the same turn, so under load every post's messages leave before any post's write (before, each post's
 * transaction ran between its messages and the next post's), and the writes of a busy turn share one commit.
 * When a work throws, the group rolls back and each work runs again in its own transaction, so one bad work
 * fails only itself; a failure of the transaction itself (the commit, the sync) fails the whole group. Works
 * must be repeatable, as for Store#transaction.
 */
export class GroupedTransactions {
  private queue: Waiting[] = [];

  constructor(private readonly store: Pick<Store, 'transaction'>) {}

  run<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.queue.length === 0) void nextTurn().then(() => this.flush());
      this.queue.push({ work, resolve: resolve as (result: unknown) => void, reject });
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
      if (error instanceof WorkFailed) for (const waiting of group) void this.alone(waiting);
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
