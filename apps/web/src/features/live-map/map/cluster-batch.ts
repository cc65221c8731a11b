/** The part of a marker cluster group the batch uses. */
export interface ClusterTarget<T> {
  addLayers(layers: T[]): unknown;
  removeLayer(layer: T): unknown;
}

/**
 * Adds markers to a cluster group in batches: additions within `delayMs` of the first go in together (one
 * re-clustering instead of one per marker). Removals are immediate; a marker removed before its batch ran is
 * simply never added.
 */
export class ClusterBatch<T> {
  private readonly pending = new Set<T>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly group: ClusterTarget<T>,
    private readonly delayMs: number,
  ) {}

  add(layer: T): void {
    this.pending.add(layer);
    this.timer ??= setTimeout(() => this.flush(), this.delayMs);
  }

  remove(layer: T): void {
    if (!this.pending.delete(layer)) this.group.removeLayer(layer);
  }

  /** Forgets what is pending (the group is going away). */
  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }

  private flush(): void {
    this.timer = undefined;
    const layers = [...this.pending];
    this.pending.clear();
    if (layers.length > 0) this.group.addLayers(layers);
  }
}
