import { lockedChangeSequence } from '../change-sequence';
import type { TransactionPolicy } from '../transaction-policy';

/**
 * SQLSTATEs of a transaction that lost a race: serialization_failure, deadlock_detected, and unique_violation,
 * which under repeatable read is how a key inserted by a transaction that committed after ours began shows up
 * (two first routes of one driver). A unique key taken for real fails again on every run and is then thrown.
 */
const LOST_RACE = new Set(['40001', '40P01', '23505']);

/**
 * Each store transaction reads an order (or a driver's route) and writes it back. Under repeatable read,
 * PostgreSQL refuses the second of two transactions that change the same row, and the loser runs again on
 * fresh data, so concurrent writes behave as on SQLite, where transactions run one at a time. Unlike
 * serializable, it takes no predicate locks, so writes to different orders never collide.
 */
export const POSTGRES_TRANSACTIONS: TransactionPolicy = {
  isolation: 'repeatable read',
  retryable: (error) =>
    typeof error === 'object' && error !== null && LOST_RACE.has(String((error as { code?: unknown }).code)),
  attempts: 8,
  changeSequence: lockedChangeSequence,
};
