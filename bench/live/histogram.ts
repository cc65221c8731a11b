/** Latency histogram with 10 µs buckets up to 10 s; larger values share the last bucket. */
export class LatencyHistogram {
  static readonly BUCKET_MS = 0.01;
  private readonly counts = new Uint32Array(1_000_001);
  count = 0;
  maxMs = 0;

  record(ms: number): void {
    const bucket = Math.min(this.counts.length - 1, Math.max(0, Math.round(ms / LatencyHistogram.BUCKET_MS)));
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.count++;
    if (ms > this.maxMs) this.maxMs = ms;
  }

  /** The latency under which `fraction` of the samples fall, in ms (NaN without samples). */
  percentile(fraction: number): number {
    if (this.count === 0) return Number.NaN;
    const rank = Math.ceil(fraction * this.count);
    let seen = 0;
    for (let bucket = 0; bucket < this.counts.length; bucket++) {
      seen += this.counts[bucket] ?? 0;
      if (seen >= rank) return bucket * LatencyHistogram.BUCKET_MS;
    }
    return this.maxMs;
  }

  /** Non-empty buckets as [bucket, count] pairs: small enough to pass between processes. */
  toSparse(): SparseHistogram {
    const buckets: [number, number][] = [];
    this.counts.forEach((count, bucket) => {
      if (count > 0) buckets.push([bucket, count]);
    });
    return { buckets, maxMs: this.maxMs };
  }

  add(sparse: SparseHistogram): void {
    for (const [bucket, count] of sparse.buckets) {
      this.counts[bucket] = (this.counts[bucket] ?? 0) + count;
      this.count += count;
    }
    this.maxMs = Math.max(this.maxMs, sparse.maxMs);
  }
}

export interface SparseHistogram {
  buckets: [number, number][];
  maxMs: number;
}
