/**
 * Runs `drain` (work until none is due) one at a time: at once when woken, else every `pollMs`. A wake during a
 * drain runs another right after it. The outbox dispatchers (webhooks, push) stand on it.
 */
export class DrainLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly drain: () => Promise<void>,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** True once stopped: a drain under way ends after its current batch. */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** Looks now (work was just recorded) instead of at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.again = false;
    this.running = this.drain()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) this.wake();
        else this.timer = setTimeout(() => this.wake(), this.pollMs);
      });
  }

  /** Resolves once the drain under way (and any it woke) has ended. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops polling and waits for the drain under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
