import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics';

describe("the store's query timings", () => {
  it('count each query under its outcome, the failed ones apart', async () => {
    const metrics = new Metrics();
    metrics.store.query(2, false);
    metrics.store.query(3, false);
    metrics.store.query(40, true);
    const text = await metrics.registry.metrics();
    expect(text).toContain('tracking_db_query_duration_seconds_count{outcome="ok"} 2');
    expect(text).toContain('tracking_db_query_duration_seconds_count{outcome="error"} 1');
    expect(text).toContain('tracking_db_query_duration_seconds_sum{outcome="error"} 0.04');
  });
});
