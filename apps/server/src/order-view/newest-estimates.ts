/**
 * The newest estimate of each live order this instance made. Saving estimates lags by design (a row rewrite per
 * position would be thousands a second), so the views read the newest from here and equal what the live
 * messages said; an estimate made on another instance is seen once it is saved.
 */
export class NewestEstimates {
  private readonly timeDiffs = new Map<string, number>();

  timeDiffOf(trackingId: string): number | undefined {
    return this.timeDiffs.get(trackingId);
  }

  set(trackingId: string, timeDiffMs: number): void {
    this.timeDiffs.set(trackingId, timeDiffMs);
  }

  /** An order that is no longer estimated (final) reads its saved estimate again. */
  forget(trackingId: string): void {
    this.timeDiffs.delete(trackingId);
  }
}
