import {
  isLiveStatus,
  type Dispute,
  type DriverLocation,
  type EtaPoint,
  type EtaRecord,
  type EtaWindow,
  type Order,
  type TrailPoint,
} from '@tracking/core';
import type {
  AccountRecord,
  DoorstepRecord,
  DriverPositionRecord,
  FeedbackRecord,
  OrderEventRecord,
  OrderRecord,
} from '../store/order-view-store';
import { atTheDoor, driverShownAt, timeZoneOfAddress } from '@tracking/core';
import { recipientDoorstep } from './doorstep-urls';
import { deliveryProofOf } from './delivery-proof';

/** What the store holds about one order, gathered for its payload. */
export interface OrderFacts {
  order: OrderRecord;
  account: AccountRecord;
  events: OrderEventRecord[];
  feedback: FeedbackRecord | undefined;
  /** The recipient's report of a problem after delivery; read only once the order is final. */
  dispute: Dispute | undefined;
  /** The driver's latest position; read only while the order is live. */
  driverPosition: DriverPositionRecord | undefined;
  /** Unfinished stops before this one on the driver's route while live; null otherwise. */
  stopsBefore: number | null;
  /** The estimates of the last day, oldest first; empty unless live or final. */
  etaHistory: EtaPoint[];
  /** The calibrated window around the current estimate; null when none is shown (eta-window.ts). */
  etaWindow: EtaWindow | null;
  /** The account's record of windows kept; null below the deliveries it needs. */
  etaRecord: EtaRecord | null;
  /** The recipient's doorstep card, without the photo's bytes. */
  doorstep: DoorstepRecord | undefined;
  /** The driver's approach to the delivery point, kept when the delivery was recorded; empty otherwise. */
  deliveryTrail: TrailPoint[];
}

/** The driver's position as the page receives it: relayed as ingested. */
export function driverLocationFrom(position: DriverPositionRecord): DriverLocation {
  const location: DriverLocation = { lat: position.lat, lng: position.lng, at: position.at };
  if (position.heading !== null) location.heading = position.heading;
  return location;
}

/**
 * The order payload of the public API; the driver appears only while the order is live and, when the account
 * limits it, near enough (driver-near.ts).
 */
export function orderView(facts: OrderFacts): Order {
  const { order, account } = facts;
  const live = isLiveStatus(order.statusCode);
  const driverShown = live && driverShownAt(account.liveMapMaxStopsBefore, facts.stopsBefore);
  const latestFeedback = facts.feedback;
  const doorstep = recipientDoorstep(order.trackingId, facts.doorstep);
  return {
    trackingId: order.trackingId,
    statusCode: order.statusCode,
    promisedTime: order.promisedTime,
    timeDiff: order.timeDiffMs,
    deliveryWindow: order.deliveryWindow,
    driverLocation: driverShown && facts.driverPosition ? driverLocationFrom(facts.driverPosition) : null,
    stopsBefore: live ? facts.stopsBefore : null,
    deliveryAddress: order.deliveryAddress,
    timeZone: timeZoneOfAddress(order.deliveryAddress),
    pickupAddress: order.pickupAddress,
    deliveryPreferences: order.deliveryPreferences,
    deliveryRequirements: order.deliveryRequirements,
    atTheDoor: atTheDoor(
      order.deliveryRequirements,
      account,
      order.deliveryPreferences?.deliverInPerson ?? false,
    ),
    hasConfirmedPreferences: order.preferencesConfirmedAt !== null,
    serviceType: order.serviceType,
    account: {
      name: account.name,
      logo: account.logo,
      isTech: account.isTech,
      alwaysDeliverOutside: account.alwaysDeliverOutside,
      hasCustomTrackingTheme: account.trackingTheme !== null,
      trackingTheme: account.trackingTheme,
      liveMapMaxStopsBefore: account.liveMapMaxStopsBefore,
    },
    // The timeline without where each event happened: that is shown once, as the delivery's proof.
    events: facts.events.map(({ statusCode, at, imageUrls }) => ({ statusCode, at, imageUrls })),
    feedback: latestFeedback
      ? { rating: latestFeedback.rating, comment: latestFeedback.comment, at: latestFeedback.at }
      : null,
    availableDeliveryDates: order.availableDeliveryDates,
    deliveryDate: order.deliveryDate,
    etaHistory: facts.etaHistory,
    etaWindow: facts.etaWindow,
    etaRecord: facts.etaRecord,
    shared: false,
    doorstep,
    deliveryProof: deliveryProofOf(order.statusCode, facts.events, doorstep, facts.deliveryTrail),
    dispute: facts.dispute ?? null,
  };
}
