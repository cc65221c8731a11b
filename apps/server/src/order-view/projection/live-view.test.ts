import { describe, expect, it } from 'vitest';
import { positionMessage, snapshotMessage, type LiveView } from './live-view';

const view: LiveView = {
  statusCode: 80,
  promisedTime: '2026-11-21T12:00:00.000Z',
  timeDiff: 120_000,
  deliveryWindow: null,
  driverLocation: { lat: 55.1, lng: 12.2, heading: 90, at: '2026-11-21T11:50:00.000Z' },
  stopsBefore: 2,
  doorstep: { photoUrl: '/tracking/doorstep/photo?trackingId=x&v=1', lat: 55.7, lng: 12.5 },
};

describe('snapshotMessage', () => {
  it('carries the whole live view, nothing else', () => {
    expect(snapshotMessage({ ...view, ...{ trackingId: 'x' } } as LiveView)).toEqual({
      type: 'routeUpdate',
      ...view,
    });
  });

  it('keeps nulls: an order not live says it has no driver', () => {
    const planned = { ...view, statusCode: 40, driverLocation: null, stopsBefore: null };
    expect(snapshotMessage(planned)).toMatchObject({ driverLocation: null, stopsBefore: null });
  });
});

describe('positionMessage', () => {
  it('carries where the driver is and the estimate', () => {
    expect(positionMessage(view)).toEqual({
      type: 'locationUpdate',
      timeDiff: 120_000,
      driverLocation: view.driverLocation,
    });
  });

  it('leaves out the driver when there is none yet, and the estimate without a promised time', () => {
    expect(positionMessage({ ...view, driverLocation: null })).toEqual({
      type: 'locationUpdate',
      timeDiff: 120_000,
    });
    expect(positionMessage({ ...view, timeDiff: undefined })).toEqual({
      type: 'locationUpdate',
      driverLocation: view.driverLocation,
    });
  });
});
