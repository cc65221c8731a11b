import { haversineMeters, type DriverLocation, type Order, type OrderAddress } from '@tracking/core';
import { NEIGHBOUR_RADIUS_METERS } from './neighbour-privacy';

/** The town of an address: what a household member may know of where the parcel goes or is collected. */
const townOf = ({ city, country_code }: OrderAddress): OrderAddress => ({ city, country_code });

/** Where the recipient's door is, as far as the order says (a provider may send no coordinates). */
export interface ShareDoor {
  lat?: number | undefined;
  lng?: number | undefined;
}

/**
 * The driver as a share holder may see it: never within 50 m of the recipient's own door, which would show the
 * holder where that door is. A door without coordinates cannot be measured from: while the recipient is the
 * driver's next stop (the driver is there or on the way), no position.
 */
export function sharedDriverLocation(
  shown: DriverLocation | null,
  door: ShareDoor,
  stopsBefore: number | null,
): DriverLocation | null {
  if (!shown) return null;
  const { lat, lng } = door;
  const nearDoor =
    lat === undefined || lng === undefined
      ? stopsBefore === 0
      : haversineMeters(shown, { lat, lng }) <= NEIGHBOUR_RADIUS_METERS;
  if (nearDoor) return null;
  const location: DriverLocation = { lat: shown.lat, lng: shown.lng };
  if (shown.heading !== undefined) location.heading = shown.heading;
  if (shown.at !== undefined) location.at = shown.at;
  return location;
}

const sharedDriver = ({ driverLocation, deliveryAddress, stopsBefore }: Order) =>
  sharedDriverLocation(driverLocation, deliveryAddress, stopsBefore);

/**
 * What a household share link shows of an order, picked field by field from the owner's view (allow-list:
 * audiences/allow-lists.ts `share`): its status, estimate, timeline and the driver, the towns of the delivery and
 * pickup addresses, under the share id instead of the tracking id (which would give full access). Nothing else:
 * a field added to the owner's view stays out until it is picked here.
 */
export function shareView(order: Order, shareId: string): Order {
  const { deliveryRequirements: requirements, account } = order;
  return {
    trackingId: shareId,
    statusCode: order.statusCode,
    promisedTime: order.promisedTime,
    timeDiff: order.timeDiff,
    deliveryWindow: order.deliveryWindow && {
      start: order.deliveryWindow.start,
      end: order.deliveryWindow.end,
    },
    driverLocation: sharedDriver(order),
    stopsBefore: order.stopsBefore,
    deliveryAddress: townOf(order.deliveryAddress),
    timeZone: order.timeZone,
    pickupAddress: order.pickupAddress && townOf(order.pickupAddress),
    deliveryPreferences: null,
    deliveryRequirements: {
      idCheck: requirements.idCheck,
      signature: requirements.signature,
      deliveryInPerson: requirements.deliveryInPerson,
    },
    atTheDoor: order.atTheDoor,
    hasConfirmedPreferences: order.hasConfirmedPreferences,
    serviceType: order.serviceType,
    account: {
      name: account.name,
      logo: account.logo,
      isTech: account.isTech,
      alwaysDeliverOutside: account.alwaysDeliverOutside,
      hasCustomTrackingTheme: account.hasCustomTrackingTheme,
      trackingTheme: account.trackingTheme,
      liveMapMaxStopsBefore: account.liveMapMaxStopsBefore,
    },
    events: order.events.map(({ statusCode, at }) => ({ statusCode, at, imageUrls: [] })),
    feedback: null,
    availableDeliveryDates: [],
    deliveryDate: order.deliveryDate,
    etaHistory: order.etaHistory.map(({ at, arrivalAt, cause, stopsBefore }) => ({
      at,
      arrivalAt,
      cause,
      stopsBefore,
    })),
    // When to be home, and how far to trust it: the household sees what the recipient sees.
    etaWindow: order.etaWindow && {
      from: order.etaWindow.from,
      to: order.etaWindow.to,
      coverage: order.etaWindow.coverage,
    },
    etaRecord: order.etaRecord && {
      kept: order.etaRecord.kept,
      deliveries: order.etaRecord.deliveries,
      days: order.etaRecord.days,
    },
    shared: true,
    doorstep: null,
    deliveryProof: null,
    dispute: null,
  };
}
