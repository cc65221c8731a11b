import type { LocationUpdateMessage, Order, RouteUpdateMessage } from '@tracking/core';

/**
 * The part of the order view that live messages carry (spec section 4, and the doorstep card, so a change made
 * in another tab shows at once); the rest changes only on a reload.
 */
export type LiveView = Pick<
  Order,
  | 'statusCode'
  | 'promisedTime'
  | 'timeDiff'
  | 'deliveryWindow'
  | 'driverLocation'
  | 'stopsBefore'
  | 'doorstep'
>;

/** The live part of an order view. */
export function liveView(view: LiveView): LiveView {
  return {
    statusCode: view.statusCode,
    promisedTime: view.promisedTime,
    timeDiff: view.timeDiff,
    deliveryWindow: view.deliveryWindow,
    driverLocation: view.driverLocation,
    stopsBefore: view.stopsBefore,
    doorstep: view.doorstep,
  };
}

/**
 * What a socket gets the moment it connects (and after an outage): the whole live view, so merging it into any
 * earlier copy of the order gives the view a reload would.
 */
export function snapshotMessage(view: LiveView): RouteUpdateMessage {
  return { type: 'routeUpdate', ...liveView(view) };
}

/**
 * A driver moved: the fields a position can change (where the driver is, the estimate), always both, so a page
 * is right whichever instance sent the message before.
 */
export function positionMessage(view: {
  driverLocation: LiveView['driverLocation'];
  /** Undefined when the order has no promised time to be early or late against. */
  timeDiff: number | undefined;
}): LocationUpdateMessage {
  const message: LocationUpdateMessage = { type: 'locationUpdate' };
  if (view.driverLocation) message.driverLocation = view.driverLocation;
  if (view.timeDiff !== undefined) message.timeDiff = view.timeDiff;
  return message;
}
