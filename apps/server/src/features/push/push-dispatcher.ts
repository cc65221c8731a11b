import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DrainLoop } from '../../platform/jobs/drain-loop';
import type { Store } from '../../store/store';
import type { ClaimedPushMessage } from './push-outbox-store';
import { deliveryOf } from './push-delivery';
import { PUSH_SEND_TIMEOUT_MS, sendPush, type PushAnswer, type Vapid } from './send-push';

const BATCH_SIZE = 20;
/** How long a claimed message stays this instance's: one send's timeout and room to record it. */
const LEASE_MS = PUSH_SEND_TIMEOUT_MS + 5_000;
const POLL_MS = 1_000;

export interface PushDispatcherOptions {
  store: Store;
  vapid: Vapid;
  now: () => Date;
  /** The first retry's delay; each next one doubles. */
  retryBaseMs?: number;
  /** Counts each attempt's outcome (tracking_push_sent_total); never an endpoint or a payload. */
  counted(reason: string, outcome: string): void;
  log: { error(details: object, message: string): void };
  /** Replaces the sender (tests). */
  send?: (message: ClaimedPushMessage, vapid: Vapid, ttlSeconds: number) => Promise<PushAnswer>;
}

/**
 * Sends the push outbox: claims due messages with a lease in the database (of several instances one sends
 * each attempt), posts them to the push services, deletes a subscription its service says is gone, and retries
 * 429s, 5xx and timeouts with backoff while the message is still true.
 */
export class PushDispatcher {
  private readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly loop: DrainLoop;

  constructor(private readonly options: PushDispatcherOptions) {
    this.loop = new DrainLoop(
      () => this.drain(),
      POLL_MS,
      (error) => options.log.error({ err: error }, 'push dispatch failed'),
    );
  }

  start(): void {
    this.loop.start();
  }

  /** Looks at the outbox now (a message was just recorded) instead of at the next poll. */
  wake(): void {
    this.loop.wake();
  }

  /** Resolves once the sends under way (and any they woke) are recorded. */
  async settled(): Promise<void> {
    await this.loop.settled();
  }

  /** Stops polling and waits for the attempts under way to be recorded. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Sends every due message now and resolves once they are recorded (tests drive it with their clock). */
  async drain(): Promise<void> {
    for (;;) {
      const now = this.options.now();
      const messages = await this.options.store.claimPushMessages({
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
        owner: this.owner,
        limit: BATCH_SIZE,
      });
      if (messages.length === 0) return;
      await Promise.all(messages.map((message) => this.attempt(message)));
      if (this.loop.isStopped) return;
    }
  }

  private async attempt(message: ClaimedPushMessage): Promise<void> {
    const { store, vapid, now, counted, send = sendPush } = this.options;
    const at = now();
    const expiresAt = new Date(message.expiresAt);
    const ttlSeconds = Math.floor((expiresAt.getTime() - at.getTime()) / 1000);
    if (ttlSeconds <= 0) {
      await store.deletePushMessage(message.messageId, this.owner);
      counted(message.reason, 'expired');
      return;
    }
    const answer = await send(message, vapid, ttlSeconds);
    const baseMs = this.options.retryBaseMs ?? 5_000;
    const delivery = deliveryOf(answer, { at: now(), attempts: message.attempts, expiresAt, baseMs });
    if (delivery.kind === 'gone') await store.deletePushSubscriptionById(message.subscriptionId);
    else if (delivery.kind === 'retry')
      await store.retryPushMessage(message.messageId, this.owner, delivery.at.toISOString());
    else await store.deletePushMessage(message.messageId, this.owner);
    counted(message.reason, delivery.kind === 'dropped' ? delivery.why : delivery.kind);
  }
}
