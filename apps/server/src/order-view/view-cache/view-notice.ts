import type { OrderChange } from '../order-changes';

/**
 * What every instance's view cache drops after a committed change that live messages do not carry: one order (and
 * the orders on its driver's route, whose stops before may have changed), every order of an account, every order
 * on a driver's route, or everything (after notices may have been lost). `viewOnly`: what a recipient reads
 * changed, not where the order stands on a route (its history, preferences, the arrival windows), so the live
 * estimate's kept stops stand; a notice without it (an older instance's too) drops them as well.
 */
export type ViewNotice =
  | { drop: 'order'; trackingId: string; driverId?: string; viewOnly?: true }
  | { drop: 'account'; accountId: string }
  | { drop: 'driver'; driverId: string }
  | { drop: 'all'; viewOnly?: true };

/**
 * The notice a change calls for. A driver's positions need none: the live messages they cause carry everything
 * they change in a view (driver, estimate), and the cache merges those like a page does.
 */
export function noticeOfChange(change: OrderChange): ViewNotice | undefined {
  switch (change.kind) {
    case 'order':
      return change.driverId
        ? { drop: 'order', trackingId: change.trackingId, driverId: change.driverId }
        : { drop: 'order', trackingId: change.trackingId };
    case 'details':
      return { drop: 'order', trackingId: change.trackingId, viewOnly: true };
    case 'account':
    case 'accountDetails':
      return { drop: 'account', accountId: change.accountId };
    case 'route':
      return { drop: 'driver', driverId: change.driverId };
    case 'etaCalibration':
      return { drop: 'all', viewOnly: true };
    case 'positions':
      return undefined;
  }
}
