import type { Store } from '../store/store';
import type { ServerMessage } from '@tracking/core';
import type { OrderChangeEmitter } from './order-changes';
import type { ViewFeed } from './view-cache/view-feed';
import type { Cursors } from '../platform/paging/cursor';
import type { UsageOutlet } from './usage';

/** Where live messages go: every socket watching the order, on any instance. */
export interface LiveOutlet {
  publish(trackingId: string, message: ServerMessage): void;
}

/** What the domain needs from the outside: the store, where changes and live messages go, a clock, the link lifetime. */
export interface DomainDeps {
  store: Store;
  changes: OrderChangeEmitter;
  outlet: LiveOutlet;
  now: () => Date;
  linkTtlDays: number;
  /** Feedback sends an order takes per hour (later ones get 429), and how many of them are kept. */
  feedback: { perHour: number; kept: number };
  /** Failures of work that runs after a write was answered (live updates, saving estimates). */
  onError: (error: unknown, context: string) => void;
  /** Told how long a committed change took to become published live messages (metrics). */
  pushed?: (durationMs: number) => void;
  /** How this instance's order views hear of changes made on any instance. */
  viewFeed: ViewFeed;
  /** Memory the order views kept for reads may take (ORDER_CACHE_MB). */
  orderCacheBytes: number;
  /** Told whether each read of a kept order view found it (metrics). */
  viewLookup?: (hit: boolean) => void;
  /** Signs the cursors handed to clients and checks the ones they send back. */
  cursors: Cursors;
  /** Set when webhooks are delivered: changes then record their events in the outbox, one per endpoint. */
  webhooks?: WebhookOutlet;
  /** Counts recipients' use of the page per account and day (the merchant's stats). */
  usage?: UsageOutlet;
}

export interface WebhookOutlet {
  /** Called once a transaction that recorded events committed, so they go out without waiting for a poll. */
  recorded(): void;
  /** How long a recipient's change waits before its event is sent, taking the changes after it (WEBHOOK_COALESCE_MS). */
  coalesceMs: number;
  /** WEBHOOK_URL is set: the events it takes also go there. */
  defaultEndpoint: { takes(type: string): boolean } | undefined;
}
