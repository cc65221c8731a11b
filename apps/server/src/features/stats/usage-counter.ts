import type { UsageCount } from '@tracking/core/schemas';
import type { UsageOutlet } from '../../order-view/usage';
import type { Store } from '../../store/store';
import type { UsageCountRecord } from './stats-store';

const SEPARATOR = '\n';
const DAY_MS = 86_400_000;

/** UTC day names (YYYY-MM-DD), the last one kept: every page view asks, and the day seldom changes. */
export class UtcDays {
  private name = '';
  private startMs = Number.NaN;

  of(at: Date): string {
    const ms = at.getTime();
    if (!(ms >= this.startMs && ms < this.startMs + DAY_MS)) {
      this.name = at.toISOString().slice(0, 10);
      this.startMs = Math.floor(ms / DAY_MS) * DAY_MS;
    }
    return this.name;
  }
}

/**
 * Counts recipients' use per account, UTC day and kind in memory and adds them to the store now and then (and at
 * close), so the read path never writes. A failed flush keeps its counts for the next; a crash loses at most one
 * interval's counts, which stats can afford (they are counts, not acknowledged writes).
 */
export class UsageCounter implements UsageOutlet {
  private counts = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly days = new UtcDays();

  constructor(
    private readonly store: Store,
    private readonly onError: (error: unknown, context: string) => void,
  ) {}

  count(accountId: string, kind: UsageCount, at: Date): void {
    const key = `${accountId}${SEPARATOR}${this.days.of(at)}${SEPARATOR}${kind}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** Flushes every `intervalMs` until closed. */
  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) => this.onError(error, 'usage counts'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Adds what was counted since the last flush to the store; flushes run one at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write());
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.counts.size === 0) return;
    const taken = this.counts;
    this.counts = new Map();
    const records: UsageCountRecord[] = [...taken].map(([key, count]) => {
      const [accountId = '', day = '', kind = ''] = key.split(SEPARATOR);
      return { accountId, day, kind, count };
    });
    try {
      await this.store.transaction((tx) => tx.addUsageCounts(records));
    } catch (error) {
      for (const [key, count] of taken) this.counts.set(key, (this.counts.get(key) ?? 0) + count);
      throw error;
    }
  }
}
