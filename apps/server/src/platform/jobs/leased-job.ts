import { randomUUID } from 'node:crypto';
import type { Store } from '../../store/store';

export interface LeasedJobOptions {
  /** The lease's name, shared by every instance. */
  name: string;
  store: Pick<Store, 'takeLease'>;
  now: () => Date;
  /** First run this long after start, then one every `intervalMs`. */
  firstRunMs: number;
  intervalMs: number;
  /** How long a run keeps other instances off; a bit under the interval, so each period runs once. */
  leaseMs: number;
  run: () => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * A periodic job every instance schedules but only one runs at a time: each run first takes the job's lease in
 * the database; an instance that finds another's lease still running skips that turn.
 */
export class LeasedJob {
  private readonly holder = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: LeasedJobOptions) {}

  start(): void {
    const tick = () => {
      this.running = this.runOnce().catch(this.options.onError);
      this.timer = setTimeout(tick, this.options.intervalMs).unref();
    };
    this.timer = setTimeout(tick, this.options.firstRunMs).unref();
  }

  /** Runs the job when this instance gets the lease; false when another instance holds it. */
  async runOnce(): Promise<boolean> {
    const now = this.options.now();
    const until = new Date(now.getTime() + this.options.leaseMs);
    const { name } = this.options;
    if (!(await this.options.store.takeLease(name, this.holder, now.toISOString(), until.toISOString())))
      return false;
    await this.options.run();
    return true;
  }

  /** No more runs; resolves once a run under way is over. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }
}
