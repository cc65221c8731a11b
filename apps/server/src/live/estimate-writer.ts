import type { EstimateRecord, Store } from '../store/store';

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
  ) {}

  add(
    timeDiffs: readonly { trackingId: string; timeDiffMs: number }[],
    history: readonly EstimateRecord[],
  ): void {
    for (const { trackingId, timeDiffMs } of timeDiffs) this.timeDiffs.set(trackingId, timeDiffMs);
    this.history.push(...history);
    this.timer ??= setTimeout(() => void this.flush(), this.intervalMs);
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
    this.writing = this.writing
      .then(() => this.store.transaction((tx) => tx.saveEstimates(timeDiffs, history)))
      .catch(this.onError);
    return this.writing;
  }
}
