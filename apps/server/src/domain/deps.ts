import type { Store } from '../store/store';
import type { OrderChangeEmitter } from './order-changes';

/** What the domain needs from the outside: the store, the change fan-out, a clock and the link lifetime. */
export interface DomainDeps {
  store: Store;
  changes: OrderChangeEmitter;
  now: () => Date;
  linkTtlDays: number;
}
