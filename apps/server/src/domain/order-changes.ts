import { EventEmitter } from 'node:events';

/**
 * What changed after a committed write; the live producer listens to push updates to recipients.
 * - order: an order's status, promised time, plan, driver or access changed
 * - account: an account changed (its tracking may have been switched off)
 * - positions: a driver's positions were ingested
 * - route: a driver's route was replaced
 */
export type OrderChange =
  | { kind: 'order'; trackingId: string }
  | { kind: 'account'; accountId: string }
  | { kind: 'positions'; driverId: string }
  | { kind: 'route'; driverId: string };

interface OrderChangeEvents {
  change: [OrderChange];
}

/** In-process fan-out of committed changes. A failing listener never fails the write that caused it. */
export class OrderChangeEmitter extends EventEmitter<OrderChangeEvents> {
  constructor(private readonly onListenerError: (error: unknown, change: OrderChange) => void) {
    super();
  }

  /** Tells every listener about a change that is already committed. */
  publish(change: OrderChange): void {
    try {
      this.emit('change', change);
    } catch (error) {
      this.onListenerError(error, change);
    }
  }
}
