import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { WebhookConfig } from '../../platform/config/config';
import type { Store } from '../../store/store';
import type { StoredWebhookEvent, WebhookOutcome } from './webhooks-store';
import { outcomeOf } from './backoff';
import { deliveryTarget } from './endpoint-signer';
import { SEND_TIMEOUT_MS, sendWebhook } from './send-webhook';

/** Deliveries one instance sends at once; each is claimed as a slot frees, so a slow receiver holds only its own. */
const MAX_IN_FLIGHT = 50;
/** How long a claimed delivery stays this instance's: one send's timeout and room to record it. */
const LEASE_MS = SEND_TIMEOUT_MS + 5_000;
/** How often the outbox is looked at for events other instances recorded or retries that fell due. */
const MAX_POLL_MS = 1_000;

/** What an attempt came to, as the metrics count it. */
export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed';

export interface DispatcherOptions {
  store: Store;
  config: WebhookConfig;
  now: () => Date;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
  /** Told of every attempt's outcome (metrics). */
  delivered?: (outcome: DeliveryOutcome) => void;
  /** Jitter source; tests may fix it. */
  random?: () => number;
}

const outcomeName = (outcome: WebhookOutcome): DeliveryOutcome =>
  outcome.status === 'pending' ? 'retrying' : outcome.status;

/**
 * Sends the outbox's deliveries to their endpoints: claims due ones with a lease in the database (so of several
 * instances one sends each attempt), posts them signed, records each attempt and schedules the retry. Each
 * delivery runs on its own: a new one is claimed as soon as a slot frees, so a receiver that hangs or refuses
 * delays no other endpoint; the claim keeps an order's deliveries to one endpoint in order.
 */
export class WebhookDispatcher {
  /** Names this process in leases; a restarted process is another owner, and waits out its old leases. */
  private readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly pollMs: number;
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(private readonly options: DispatcherOptions) {
    this.pollMs = Math.min(MAX_POLL_MS, options.config.retryBaseMs);
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Looks at the outbox now (an event was just recorded, a slot freed) instead of at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.claimDue()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'webhook dispatch failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) this.wake();
        else this.timer = setTimeout(() => this.wake(), this.pollMs);
      });
  }

  /** Stops claiming and waits for the attempts under way to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await Promise.all(this.inFlight);
  }

  /** Claims due deliveries while slots are free, starting each at once. */
  private async claimDue(): Promise<void> {
    for (;;) {
      this.again = false;
      const room = MAX_IN_FLIGHT - this.inFlight.size;
      if (room <= 0 || this.stopped) return;
      const now = this.options.now();
      const events = await this.options.store.claimWebhooks({
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
        owner: this.owner,
        limit: room,
      });
      if (events.length === 0) return;
      for (const event of events) this.track(this.attempt(event));
    }
  }

  private track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => this.options.log.error({ err: error }, 'webhook attempt failed'))
      .finally(() => {
        this.inFlight.delete(tracked);
        this.wake();
      });
    this.inFlight.add(tracked);
  }

  private async attempt(event: StoredWebhookEvent): Promise<void> {
    const { store, config, now, log, random = Math.random } = this.options;
    const at = now();
    const target = await deliveryTarget(store, config, event.endpointId, at);
    const sent = target
      ? await sendWebhook(target, event, at)
      : { statusCode: null, error: 'endpoint removed', durationMs: 0 };
    const attempts = event.attemptCount + 1;
    const outcome: WebhookOutcome = target
      ? outcomeOf(
          { statusCode: sent.statusCode, at: now(), attempts },
          event.giveUpAt,
          config.retryBaseMs,
          random(),
        )
      : { status: 'failed' };
    const kept = await store.finishWebhookAttempt(
      event.seq,
      this.owner,
      { at: at.toISOString(), ...sent },
      outcome,
    );
    this.options.delivered?.(outcomeName(outcome));
    if (!kept) log.warn({ webhookId: event.id }, 'webhook lease lost before the attempt was saved');
    if (outcome.status === 'delivered') return;
    // Ids, type and the receiver's answer only: the body may hold a recipient's data.
    log.warn(
      {
        webhookId: event.id,
        endpointId: event.endpointId ?? 'default',
        type: event.type,
        attempt: attempts,
        statusCode: sent.statusCode,
        error: sent.error,
        at: at.toISOString(),
        next: outcome.status === 'pending' ? outcome.nextAttemptAt : null,
      },
      outcome.status === 'failed' ? 'webhook given up after retrying' : 'webhook attempt failed',
    );
  }
}
