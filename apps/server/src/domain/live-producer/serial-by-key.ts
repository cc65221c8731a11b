/**
 * Runs at most one task per key at a time; a request that arrives while the key's task runs is folded into one
 * more run of that task afterwards (so one key stands for one task). A burst of positions for one driver thus costs two estimates, not one per position,
 * and the last run always sees the newest data.
 */
export class SerialByKey {
  private readonly states = new Map<string, { again: boolean; done: Promise<void> }>();

  run(key: string, task: () => Promise<void>): Promise<void> {
    const running = this.states.get(key);
    if (running) {
      running.again = true;
      return running.done;
    }
    const state = { again: false, done: Promise.resolve() };
    state.done = (async () => {
      try {
        do {
          state.again = false;
          await task();
        } while (state.again);
      } finally {
        this.states.delete(key);
      }
    })();
    this.states.set(key, state);
    return state.done;
  }

  /** Resolves when no task runs (used at shutdown). */
  async idle(): Promise<void> {
    while (this.states.size > 0)
      await Promise.allSettled([...this.states.values()].map((state) => state.done));
  }
}
