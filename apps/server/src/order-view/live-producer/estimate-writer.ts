import type { EstimateRecord } from '../store/order-view-store';
import { nextTurn } from '../../store/next-turn';
import type { Store } from '../../store/store';

/**
 * Rows of each kind written per transaction: each holds the event loop for a millisecond or two here, so a
 * position arriving meanwhile waits no longer than that (200 held it 4-10 ms, a position's p99 in the push bench).
 */
const ROWS_PER_TRANSACTION = 50;

/**
 * Saves estimates in batches: one transaction (one disk sync) per interval for every driver's positions, instead
 * of one per position. An estimate is derived data, recomputed on the next position, so a crash loses at most
 * one interval of history; the order's timeDiff read by the page lags by at most the interval.
 */
export class EstimateWriter {
  private timeDiffs = new Map<string, number>();
  private history: EstimateRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
    /** Told the orders whose estimate history grew, once it is committed (their views change). */
    private readonly historySaved: (trackingIds: readonly string[]) => void = () => undefined,
  ) {}

  add(
    timeDiffs: readonly { trackingId: string; timeDiffMs: number }[],
    history: readonly EstimateRecord[],
  ): void {
    for (const { trackingId, timeDiffMs } of timeDiffs) this.timeDiffs.set(trackingId, timeDiffMs);
    this.history.push(...history);
    this.timer ??= setTimeout(() => void this.flush(), this.intervalMs);
  }

  /** Drops the timeDiff waiting for an order that is no longer estimated, so it does not overwrite what stands. */
  forget(trackingId: string): void {
    this.timeDiffs.delete(trackingId);
  }

  /** Writes what waits now; resolves once it (and any earlier batch) is written. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.timeDiffs.size === 0 && this.history.length === 0) return this.writing;
    const timeDiffs = [...this.timeDiffs].map(([trackingId, timeDiffMs]) => ({ trackingId, timeDiffMs }));
    const history = this.history;
    this.timeDiffs = new Map();
    this.history = [];
    this.writing = this.writing.then(() => this.write(timeDiffs, history)).catch(this.onError);
    return this.writing;
  }

  /**
   * Writes in transactions of a few hundred rows, letting the event loop run between them: SQLite works on the
   * main thread, and the first estimates of 20,000 orders at once would stall every socket for seconds.
   */
  private async write(
    timeDiffs: readonly { trackingId: string; timeDiffMs: number }[],
    history: readonly EstimateRecord[],
  ): Promise<void> {
    for (let start = 0; start < Math.max(timeDiffs.length, history.length); start += ROWS_PER_TRANSACTION) {
      const end = start + ROWS_PER_TRANSACTION;
      const historySlice = history.slice(start, end);
      await this.store.transaction((tx) => tx.saveEstimates(timeDiffs.slice(start, end), historySlice));
      if (historySlice.length > 0)
        this.historySaved([...new Set(historySlice.map((record) => record.trackingId))]);
      await nextTurn();
    }
  }
}
