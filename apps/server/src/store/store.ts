/** Times are ISO 8601 UTC strings (Date#toISOString) throughout the store. */
export type IsoTime = string;

/**
 * A last step the caller hands a service for its transaction: run with the work's result on the transaction's
 * store, before the commit. The ingest API keeps a call's answer so (features/ingest/idempotency-hook.ts): the
 * change and the stored answer that reports it commit together.
 */
export type InTransaction<T> = (tx: Store, result: T) => Promise<void>;

/** No last step. */
export const noLastStep: InTransaction<unknown> = async () => undefined;

/** What a store reports about its work, for the metrics; the engines call what applies to them. */
export interface StoreObserver {
  /** A query finished (or failed) after this many milliseconds. */
  query(durationMs: number, failed: boolean): void;
  /** The SQLite engine found a query's prepared statement in its cache, or had to prepare it. */
  statementCache(hit: boolean): void;
}

/**
 * Everything the service keeps: one implementation per engine, all sharing the Kysely query code. This is the
 * engine's part; each port (the kernel's in order-view/store/order-view-store.ts, each feature's in its
 * `<name>-store.ts`) adds its methods to this interface, so the store is the intersection of the ports and a
 * transaction hands out all of it.
 */
export interface Store {
  /**
   * Runs `work` in one transaction: all of its writes happen, or none. Nested calls join the outer one. An engine
   * may run `work` again when it lost a race with another transaction, so it must only touch the store.
   */
  transaction<T>(work: (store: Store) => Promise<T>): Promise<T>;

  /**
   * Takes or renews the lease of `job` for `holder` until `until`, unless another holder's lease runs past
   * `now`; true when `holder` holds it afterwards.
   */
  takeLease(job: string, holder: string, now: IsoTime, until: IsoTime): Promise<boolean>;

  /** Throws when the database does not answer. */
  ping(): Promise<void>;

  close(): Promise<void>;
}
