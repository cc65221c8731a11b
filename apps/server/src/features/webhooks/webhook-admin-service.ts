import type { WebhookEvent } from '@tracking/core';
import { Outcome } from '../../platform/outcomes/outcome';
import type { StoredWebhookEvent, WebhookAttemptRecord, WebhookStatus } from './webhooks-store';
import type { DomainDeps } from '../../order-view/deps';
import { WEBHOOK_RETRY_WINDOW_MS } from '../../order-view/webhook-events';
import { noLastStep, type InTransaction } from '../../store/store';

/** An outbox event as the provider reads it: the body it was sent, where its delivery stands, each attempt. */
export interface WebhookEventView {
  id: string;
  type: string;
  status: WebhookStatus;
  createdAt: string;
  /** When the next attempt is due; null once delivered or failed. */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  payload: WebhookEvent;
  attempts: WebhookAttemptRecord[];
}

/** A retried event: due again now. */
interface RetriedEvent {
  id: string;
  status: WebhookStatus;
  nextAttemptAt: string;
}

const PAGE_SIZE = 100;

const isSeq = (value: unknown): value is number => Number.isSafeInteger(value);

function eventView(event: StoredWebhookEvent & { attempts: WebhookAttemptRecord[] }): WebhookEventView {
  return {
    id: event.id,
    type: event.type,
    status: event.status,
    createdAt: event.createdAt,
    nextAttemptAt: event.status === 'pending' ? event.nextAttemptAt : null,
    deliveredAt: event.deliveredAt,
    payload: JSON.parse(event.body) as WebhookEvent,
    attempts: event.attempts,
  };
}

/** What the provider sees of the outbox, and sending an event again. */
export function createWebhookAdmin({ store, now, webhooks, cursors }: DomainDeps) {
  return {
    async list(query: { status?: WebhookStatus; cursor?: string }) {
      const afterSeq = query.cursor === undefined ? undefined : cursors.decode(query.cursor, isSeq);
      const events = await store.listWebhookEvents({ status: query.status, afterSeq, limit: PAGE_SIZE });
      const last = events.at(-1);
      return {
        events: events.map(eventView),
        nextCursor: events.length === PAGE_SIZE && last ? cursors.encode(last.seq) : null,
      };
    },

    /** Makes the event due now, with another 24 hours of retries, and wakes the dispatcher. */
    async retry(id: string, lastStep: InTransaction<RetriedEvent> = noLastStep): Promise<RetriedEvent> {
      const at = now();
      const retried = await store.transaction(async (tx) => {
        const until = new Date(at.getTime() + WEBHOOK_RETRY_WINDOW_MS).toISOString();
        const event = await tx.retryWebhook(id, at.toISOString(), until);
        if (!event) throw new Outcome('webhook_event_not_found', 'Webhook event not found');
        const answer = { id: event.id, status: event.status, nextAttemptAt: event.nextAttemptAt };
        await lastStep(tx, answer);
        return answer;
      });
      webhooks?.recorded();
      return retried;
    },
  };
}

export type WebhookAdmin = ReturnType<typeof createWebhookAdmin>;
