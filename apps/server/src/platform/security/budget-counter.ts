/** One counter a call draws from: its key, how many uses its window takes, and the window's length. */
export interface BudgetDraw {
  key: string;
  count: number;
  windowMs: number;
}

/**
 * Fixed-window counters. `spend` takes one use from every draw when each still has one left (a refused call
 * uses none), and answers 0, or the milliseconds until the last exhausted window ends.
 */
export interface BudgetCounter {
  spend(draws: readonly BudgetDraw[], nowMs: number): Promise<number>;
  close(): Promise<void>;
}

/** The window a moment falls in, and when it ends; windows are aligned to the epoch, so every instance agrees. */
export function windowOf(nowMs: number, windowMs: number): { index: number; endsAt: number } {
  const index = Math.floor(nowMs / windowMs);
  return { index, endsAt: (index + 1) * windowMs };
}

/** How often used windows that have ended are dropped from memory. */
const SWEEP_EVERY_MS = 60_000;

/** This process's counters: one instance, or while Redis is away. */
export class MemoryBudgetCounter implements BudgetCounter {
  private readonly used = new Map<string, { count: number; endsAt: number }>();
  private sweptAt = 0;

  async spend(draws: readonly BudgetDraw[], nowMs: number): Promise<number> {
    this.sweep(nowMs);
    const slots = draws.map((draw) => {
      const { index, endsAt } = windowOf(nowMs, draw.windowMs);
      const key = `${draw.key}:${index}`;
      return { key, endsAt, used: this.used.get(key)?.count ?? 0, count: draw.count };
    });
    const refusedFor = Math.max(
      0,
      ...slots.filter((slot) => slot.used >= slot.count).map((s) => s.endsAt - nowMs),
    );
    if (refusedFor > 0) return refusedFor;
    for (const slot of slots) this.used.set(slot.key, { count: slot.used + 1, endsAt: slot.endsAt });
    return 0;
  }

  async close(): Promise<void> {
    this.used.clear();
  }

  private sweep(nowMs: number): void {
    if (Math.abs(nowMs - this.sweptAt) < SWEEP_EVERY_MS) return;
    this.sweptAt = nowMs;
    for (const [key, slot] of this.used) if (slot.endsAt <= nowMs) this.used.delete(key);
  }
}
