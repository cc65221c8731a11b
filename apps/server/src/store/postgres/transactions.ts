import type { TransactionPolicy } from '../kysely/transaction-policy';

/** SQLSTATEs of a transaction that lost a race: serialization_failure and deadlock_detected. */
const LOST_RACE = new Set(['40001', '40P01']);

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
};
