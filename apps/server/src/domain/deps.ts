import type { Store } from '../store/store';
import type { LiveOutlet } from './live-producer/live-producer';
import type { OrderChangeEmitter } from './order-changes';

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
}
