import { describe, expect, it } from 'vitest';
import type { DriverPositionRecord, OrderRecord } from '../store/store';
import { snapshotMessage } from './snapshot';

const order = {
  statusCode: 80,
  promisedTime: '2026-11-21T12:00:00.000Z',
  timeDiffMs: 120_000,
  deliveryWindow: null,
} as OrderRecord;
const position: DriverPositionRecord = {
  lat: 55.1,
  lng: 12.2,
  heading: 90,
  speed: 7,
  at: '2026-11-21T11:50:00.000Z',
};

describe('snapshotMessage', () => {
  it('gives a live order where the driver is and the estimate', () => {
    expect(snapshotMessage(order, position)).toEqual({
      type: 'locationUpdate',
      timeDiff: 120_000,
      driverLocation: { lat: 55.1, lng: 12.2, heading: 90, at: '2026-11-21T11:50:00.000Z' },
    });
  });

  it('gives a live order without a position yet the estimate alone', () => {
    expect(snapshotMessage(order, undefined)).toEqual({ type: 'locationUpdate', timeDiff: 120_000 });
  });

  it('gives a final order its status only (the socket then closes)', () => {
    expect(snapshotMessage({ ...order, statusCode: 90 }, position)).toEqual({
      type: 'routeUpdate',
      statusCode: 90,
    });
  });

  it('gives an order not yet live its plan, never the driver', () => {
    expect(snapshotMessage({ ...order, statusCode: 40 }, position)).toEqual({
      type: 'routeUpdate',
      statusCode: 40,
      promisedTime: '2026-11-21T12:00:00.000Z',
      timeDiff: 120_000,
      deliveryWindow: null,
    });
  });
});
