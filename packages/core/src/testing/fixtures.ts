import { atTheDoor } from '../labels/in-person';
import type { Order } from '../order/order-schema';
import type { TrackingTheme } from '../theme/theme';

/*
 * Test fixtures shared by the core and page tests (`@tracking/core/testing`); nothing in the product imports them.
 */

/** A merchant's full theme, valid as the service checks it (dark green with white text). */
export const A_THEME: TrackingTheme = {
  topSectionBackgroundColor: '#0B3D2E',
  topSectionFontColor: '#FFFFFF',
  secondaryBorderColor: '#7FD1AE',
  secondaryFontColor: '#0B3D2E',
  primaryBackgroundColor: '#1B7F5B',
  primaryFontColor: '#FFFFFF',
};

/**
 * An order as the service sends it (a test checks it against orderSchema), with the given changes; "at the
 * door" follows them by the service's rule unless given.
 */
export function anOrder(changes: Partial<Order> = {}): Order {
  const order: Order = {
    trackingId: 'TRK-7Q2M9X4KD8',
    statusCode: 80,
    promisedTime: '2026-03-03T13:30:00.000Z',
    timeDiff: 0,
    deliveryWindow: { start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T15:00:00.000Z' },
    driverLocation: null,
    stopsBefore: 3,
    deliveryAddress: {
      streetAddress: 'Nørrebrogade 12',
      postalCode: '2200',
      city: 'København N',
      country_code: 'DK',
    },
    timeZone: 'Europe/Copenhagen',
    pickupAddress: null,
    deliveryPreferences: null,
    deliveryRequirements: { idCheck: false, signature: false, deliveryInPerson: false },
    atTheDoor: 'outsideDoor',
    hasConfirmedPreferences: true,
    serviceType: 'delivery',
    account: {
      name: 'Nordic Home',
      logo: null,
      isTech: false,
      alwaysDeliverOutside: false,
      hasCustomTrackingTheme: false,
      trackingTheme: null,
      liveMapMaxStopsBefore: null,
    },
    events: [
      { statusCode: 10, at: '2026-03-03T06:10:00.000Z', imageUrls: [] },
      { statusCode: 80, at: '2026-03-03T09:05:00.000Z', imageUrls: [] },
    ],
    feedback: null,
    availableDeliveryDates: [],
    deliveryDate: null,
    etaHistory: [],
    etaWindow: null,
    etaRecord: null,
    shared: false,
    doorstep: null,
    deliveryProof: null,
    dispute: null,
    ...changes,
  };
  const chose = order.deliveryPreferences?.deliverInPerson ?? false;
  return {
    ...order,
    atTheDoor: changes.atTheDoor ?? atTheDoor(order.deliveryRequirements, order.account, chose),
  };
}
export * from './ingest-fixtures';
