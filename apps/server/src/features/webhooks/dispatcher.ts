import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Webhook } from 'standardwebhooks';
import type { WebhookConfig } from '../../platform/config/config';
import type { StoredWebhookEvent } from './webhooks-store';
import type { Store } from '../../store/store';
import { DrainLoop } from '../../platform/jobs/drain-loop';
import { outcomeOf } from './backoff';
import { SEND_TIMEOUT_MS, sendWebhook } from './send-webhook';

/** Events one instance takes at a time; they are sent side by side. */
const BATCH_SIZE = 20;
/** How long a claimed event stays this instance's: one send's timeout and room to record it. */
const LEASE_MS = SEND_TIMEOUT_MS + 5_000;
/** How often the outbox is looked at for events other instances recorded or retries that fell due. */
const MAX_POLL_MS = 1_000;

export interface DispatcherOptions {
  store: Store;
  config: WebhookConfig;
  now: () => Date;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
  /** Jitter source; tests may fix it. */
  random?: () => number;
}

/**
 * Sends the outbox's events to WEBHOOK_URL: claims due events with a lease in the database (so of several
 * instances one sends each attempt), posts them signed, records each attempt and schedules the retry.
 */
export class WebhookDispatcher {
  /** Names this process in leases; a restarted process is another owner, and waits out its old leases. */
  private readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly signer: Webhook;
  private readonly loop: DrainLoop;

  constructor(private readonly options: DispatcherOptions) {
    this.signer = new Webhook(options.config.secret);
    this.loop = new DrainLoop(
      () => this.drain(),
      Math.min(MAX_POLL_MS, options.config.retryBaseMs),
      (error) => options.log.error({ err: error }, 'webhook dispatch failed'),
    );
  }

  start(): void {
    this.loop.start();
  }

  /** Looks at the outbox now (an event was just recorded) instead of at the next poll. */
  wake(): void {
    this.loop.wake();
  }

  /** Stops polling and waits for the attempts under way to be recorded. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Sends due events until none is left. */
  private async drain(): Promise<void> {
    for (;;) {
      const now = this.options.now();
      const events = await this.options.store.claimWebhooks({
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
        owner: this.owner,
        limit: BATCH_SIZE,
      });
      if (events.length === 0) return;
      await Promise.all(events.map((event) => this.attempt(event)));
      if (this.loop.isStopped) return;
    }
  }

  private async attempt(event: StoredWebhookEvent): Promise<void> {
    const { store, config, now, random = Math.random } = this.options;
    const at = now();
    const sent = await sendWebhook(config.url, this.signer, event, at);
    const outcome = outcomeOf(
      { statusCode: sent.statusCode, at: now(), attempts: event.attemptCount + 1 },
      event.giveUpAt,
      config.retryBaseMs,
      random(),
    );
    const attempt = { at: at.toISOString(), ...sent };
    const kept = await store.finishWebhookAttempt(event.seq, this.owner, attempt, outcome);
    if (!kept)
      this.options.log.warn({ webhookId: event.id }, 'webhook lease lost before the attempt was saved');
    if (outcome.status === 'failed') {
      this.options.log.warn({ webhookId: event.id, type: event.type }, 'webhook given up after retrying');
    }
  }
}
