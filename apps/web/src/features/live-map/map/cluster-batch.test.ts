import { MARKER_CLUSTER_BATCH_MS } from '../../../config/page-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClusterBatch } from './cluster-batch';

function setUp() {
  const group = { addLayers: vi.fn(), removeLayer: vi.fn() };
  return { group, batch: new ClusterBatch<string>(group, MARKER_CLUSTER_BATCH_MS) };
}

describe('ClusterBatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds the markers of one batch together, after the batch delay', () => {
    const { group, batch } = setUp();
    batch.add('driver');
    vi.advanceTimersByTime(MARKER_CLUSTER_BATCH_MS - 1);
    batch.add('destination');
    expect(group.addLayers).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(group.addLayers.mock.calls).toEqual([[['driver', 'destination']]]);
    batch.add('pickup');
    vi.advanceTimersByTime(MARKER_CLUSTER_BATCH_MS);
    expect(group.addLayers.mock.calls).toEqual([[['driver', 'destination']], [['pickup']]]);
  });

  it('never adds a marker removed before its batch, and removes an added one at once', () => {
    const { group, batch } = setUp();
    batch.add('driver');
    batch.add('destination');
    batch.remove('driver');
    vi.advanceTimersByTime(MARKER_CLUSTER_BATCH_MS);
    expect(group.addLayers.mock.calls).toEqual([[['destination']]]);
    expect(group.removeLayer).not.toHaveBeenCalled();
    batch.remove('destination');
    expect(group.removeLayer).toHaveBeenCalledWith('destination');
  });

  it('adds nothing once disposed', () => {
    const { group, batch } = setUp();
    batch.add('driver');
    batch.dispose();
    vi.advanceTimersByTime(MARKER_CLUSTER_BATCH_MS * 2);
    expect(group.addLayers).not.toHaveBeenCalled();
  });
});
