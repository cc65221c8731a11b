import { describe, expect, it } from 'vitest';
import type { OrderChange } from '../order-changes';
import { noticeOfChange, type ViewNotice } from './view-notice';

describe('noticeOfChange', () => {
  it.each<[OrderChange, ViewNotice | undefined]>([
    [
      { kind: 'order', trackingId: 't' },
      { drop: 'order', trackingId: 't' },
    ],
    [
      { kind: 'order', trackingId: 't', driverId: 'd' },
      { drop: 'order', trackingId: 't', driverId: 'd' },
    ],
    [
      { kind: 'details', trackingId: 't' },
      { drop: 'order', trackingId: 't', viewOnly: true },
    ],
    [
      { kind: 'account', accountId: 'a' },
      { drop: 'account', accountId: 'a' },
    ],
    [
      { kind: 'accountDetails', accountId: 'a' },
      { drop: 'account', accountId: 'a' },
    ],
    [
      { kind: 'route', driverId: 'd' },
      { drop: 'driver', driverId: 'd' },
    ],
    [{ kind: 'etaCalibration' }, { drop: 'all', viewOnly: true }],
    // Positions reach kept views as live messages: nothing to drop.
    [{ kind: 'positions', driverId: 'd' }, undefined],
  ])('%j -> %j', (change, notice) => {
    expect(noticeOfChange(change)).toEqual(notice);
  });
});
