interface Lane {
  tail: Promise<void>;
  /** The fold key of the last task while it waits to start; undefined once it started or when it has none. */
  waitingFoldKey: string | undefined;
}

/**
 * Runs the tasks of one lane (a driver) one at a time, in the order they came, so the messages they send follow
 * the order of the writes. A task whose fold key equals that of the last task, still waiting to start, joins it
 * (the task reads the newest data when it runs): a burst of positions for one driver costs two estimates, not
 * one per position.
 */
export class Lanes {
  private readonly lanes = new Map<string, Lane>();

  run(laneKey: string, foldKey: string | undefined, task: () => Promise<void>): Promise<void> {
    let lane = this.lanes.get(laneKey);
    if (!lane) {
      lane = { tail: Promise.resolve(), waitingFoldKey: undefined };
      this.lanes.set(laneKey, lane);
    }
    if (foldKey !== undefined && lane.waitingFoldKey === foldKey) return lane.tail;
    const current = lane;
    const done = current.tail
      .catch(() => undefined)
      .then(() => {
        if (current.tail === done) current.waitingFoldKey = undefined;
        return task();
      });
    current.tail = done;
    current.waitingFoldKey = foldKey;
    const release = () => {
      if (current.tail === done) this.lanes.delete(laneKey);
    };
    done.then(release, release);
    return done;
  }
}
