import type { IsolationLevel, Kysely, Transaction } from 'kysely';
import { counterChangeSequence, type ChangeSequence } from './change-sequence';

/** How an engine runs the store's transactions. */
export interface TransactionPolicy {
  /** Isolation level to ask for; unset keeps the engine's own. */
  isolation?: IsolationLevel;
  /** Whether a failed transaction lost a race with another one and may simply run again. */
  retryable(error: unknown): boolean;
  /** Runs of one transaction at most, the first included. */
  attempts: number;
  /** Resolves once the commit is durable, when the engine makes it so after the commit (SQLite's WAL sync). */
  afterCommit?: () => Promise<void>;
  /** How an order's change gets its number in commit order (the change feed's order). */
  changeSequence: ChangeSequence;
}

/** SQLite: one connection runs one transaction at a time, so none ever loses a race. */
export const SERIAL_TRANSACTIONS: TransactionPolicy = {
  retryable: () => false,
  attempts: 1,
  changeSequence: counterChangeSequence,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a transaction (then waits for it to be durable), again (after a short random pause, so two
 * racing writers part) when it lost a race the policy calls retryable. `work` must do nothing outside the transaction that cannot be repeated.
 */
export async function runTransaction<DB, T>(
  db: Kysely<DB>,
  policy: TransactionPolicy,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const transaction = policy.isolation
      ? db.transaction().setIsolationLevel(policy.isolation)
      : db.transaction();
    let result: T;
    try {
      result = await transaction.execute(work);
    } catch (error) {
      if (attempt >= policy.attempts || !policy.retryable(error)) throw error;
      await sleep(Math.random() * 2 ** attempt);
      continue;
    }
    await policy.afterCommit?.();
    return result;
  }
}
