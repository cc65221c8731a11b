import type { OrderChange } from '../order-changes';

/**
 * What every instance's view cache drops after a committed change that live messages do not carry: one order (and
 * the orders on its driver's route, whose stops before may have changed), every order of an account, every order
 * on a driver's route, or everything (after notices may have been lost).
 */
export type ViewNotice =
  | { drop: 'order'; trackingId: string; driverId?: string }
  | { drop: 'account'; accountId: string }
  | { drop: 'driver'; driverId: string }
  | { drop: 'all' };

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
      return { drop: 'order', trackingId: change.trackingId };
    case 'account':
    case 'accountDetails':
      return { drop: 'account', accountId: change.accountId };
    case 'route':
      return { drop: 'driver', driverId: change.driverId };
    case 'etaCalibration':
      return { drop: 'all' };
    case 'positions':
      return undefined;
  }
}
