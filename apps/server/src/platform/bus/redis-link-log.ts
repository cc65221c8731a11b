import type { Redis } from 'ioredis';
import type { BusObserver } from './bus';

export interface BusLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Delay before reconnect attempt `attempt` (1, 2, …): 50 ms doubling to at most 1 s, forever. The instances
 * outlive any Redis outage and are back within a second of Redis.
 */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(50 * 2 ** Math.max(0, attempt - 1), 1000);
}

/**
 * Logs the state of the Redis connections once per change, not once per failed attempt or dropped message:
 * while Redis is away ioredis reports an error every retry and every publish fails.
 */
export class RedisLinkLog {
  /** Set on shutdown, when connections closing is expected. */
  closing = false;
  private readonly down = new Set<string>();
  private droppedSinceDown = 0;
  private invalidCount = 0;

  constructor(
    private readonly log: BusLog,
    private readonly observer?: BusObserver,
  ) {}

  /** Follows one connection; `onReady` runs each time it is ready (again), to catch up on what was missed. */
  watch(redis: Redis, role: string, onReady: () => Promise<void>): void {
    this.observer?.link(role, redis.status === 'ready');
    redis.on('error', (error: Error) => {
      if (!this.down.has(role) && !this.closing)
        this.log.error({ err: error, role }, 'Redis connection error');
    });
    redis.on('close', () => {
      this.observer?.link(role, false);
      if (this.closing || this.down.has(role)) return;
      this.down.add(role);
      this.log.warn({ role }, 'Redis connection lost: live updates across instances pause until it is back');
    });
    redis.on('ready', () => {
      this.observer?.link(role, true);
      if (this.down.delete(role)) {
        this.log.info({ role, dropped: this.droppedSinceDown }, 'Redis connection back');
        if (this.down.size === 0) this.droppedSinceDown = 0;
      }
      onReady().catch((error: unknown) =>
        this.log.error(
          { err: error, role },
          'Redis catch-up after a reconnect failed; retried on the next one',
        ),
      );
    });
  }

  /** A publish failed: Redis is away (logged once when it went) or refused it. */
  dropped(error: unknown): void {
    this.droppedSinceDown++;
    this.observer?.publishFailed();
    if (this.down.size === 0 && !this.closing) this.log.warn({ err: error }, 'Redis publish failed');
  }

  /** A payload on a watched channel that is not a server message, never sent to a socket. */
  invalid(channel: string): void {
    this.invalidCount++;
    // The first and then every thousandth: enough to notice a foreign publisher without flooding the log.
    if (this.invalidCount % 1000 === 1) {
      this.log.warn(
        { channel, count: this.invalidCount },
        'Ignored a message on a live channel that is not valid',
      );
    }
  }

  resubscribed(channels: number): void {
    this.log.info({ channels }, 'Redis subscriptions restored');
  }
}
