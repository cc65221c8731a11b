import { isFinalStatus, isLiveStatus, type ServerMessage } from '@tracking/core';
import { driverLocationFrom } from '../domain/order-view';
import type { DriverPositionRecord, OrderRecord } from '../store/store';

/**
 * What a socket gets the moment it connects, so a page that reconnects never shows a gap: where the driver is
 * and the estimate while live; the final status (and then the close) once final; the plan otherwise.
 */
export function snapshotMessage(
  order: OrderRecord,
  position: DriverPositionRecord | undefined,
): ServerMessage {
  if (isFinalStatus(order.statusCode)) return { type: 'routeUpdate', statusCode: order.statusCode };
  if (isLiveStatus(order.statusCode)) {
    const message: ServerMessage = { type: 'locationUpdate', timeDiff: order.timeDiffMs };
    if (position) message.driverLocation = driverLocationFrom(position);
    return message;
  }
  return {
    type: 'routeUpdate',
    statusCode: order.statusCode,
    promisedTime: order.promisedTime,
    timeDiff: order.timeDiffMs,
    deliveryWindow: order.deliveryWindow,
  };
}
