import { EventEmitter } from 'node:events';

/**
 * What changed after a committed write; the live producer listens to push updates to recipients.
 * - order: an order's status, promised time, plan, driver or access changed (with the driver whose route it was
 *   on: the stops before the other orders on that route may have changed too)
 * - account: an account changed (its tracking may have been switched off)
 * - positions: a driver's positions were ingested
 * - route: a driver's route was replaced
 * - details: what a recipient reads of an order changed, but nothing live messages carry (timeline, preferences,
 *   feedback, estimate history): views drop it, sockets get nothing; with `live`, a part they carry changed too
 *   (the doorstep card): sockets get the order's live view
 * - accountDetails: an account's name, logo, theme or flags changed (its tracking still on)
 * - etaCalibration: the arrival windows' quantiles and records were drawn anew (every view may show another)
 */
export type OrderChange =
  | { kind: 'order'; trackingId: string; driverId?: string }
  | { kind: 'account'; accountId: string }
  | { kind: 'positions'; driverId: string }
  | { kind: 'route'; driverId: string }
  | { kind: 'details'; trackingId: string; live?: true }
  | { kind: 'accountDetails'; accountId: string }
  | { kind: 'etaCalibration' };

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
