import {
  metresFromPin,
  STATUS_GROUPS,
  type DeliveryProof,
  type Doorstep,
  type TrailPoint,
} from '@tracking/core';
import type { OrderEventRecord } from '../store/order-view-store';

const DELIVERED: readonly number[] = STATUS_GROUPS.delivered;

/**
 * What the recipient can check once the order is delivered: the event that delivered it (the newest of its
 * status), its photos and place, how far that place is from the doorstep pin, and the driver's approach to it.
 * Null before delivery.
 */
export function deliveryProofOf(
  statusCode: number,
  events: readonly OrderEventRecord[],
  doorstep: Pick<Doorstep, 'lat' | 'lng'> | null,
  trail: readonly TrailPoint[] = [],
): DeliveryProof | null {
  if (!DELIVERED.includes(statusCode)) return null;
  const delivery = events.findLast((event) => event.statusCode === statusCode);
  if (!delivery) return null;
  const location = delivery.location ?? null;
  return {
    at: delivery.at,
    imageUrls: delivery.imageUrls,
    location,
    metresFromPin: metresFromPin(doorstep, location),
    trail: [...trail],
  };
}
