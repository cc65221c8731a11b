import { approachTrail, STATUS_GROUPS } from '@tracking/core';
import type { Store } from '../store/store';
import type { OrderRecord } from './store/order-view-store';
import { POSITION_HISTORY_KEPT } from './route-estimates';

const DELIVERED: readonly number[] = STATUS_GROUPS.delivered;

/**
 * When a delivery is recorded, keeps the driver's last stretch to where the parcel was left (the event's place,
 * else the doorstep pin) within `tx`: the driver's history keeps only its newest positions, the delivery record
 * keeps this stretch until the order is anonymised.
 */
export async function keepDeliveryTrail(
  tx: Store,
  order: Pick<OrderRecord, 'trackingId' | 'driverId'>,
  delivery: { statusCode: number; at: string; location: { lat: number; lng: number } | null },
): Promise<void> {
  if (!DELIVERED.includes(delivery.statusCode) || !order.driverId) return;
  const point = delivery.location ?? (await tx.findDoorstep(order.trackingId)) ?? null;
  if (!point) return;
  const positions = await tx.recentPositions(order.driverId, POSITION_HISTORY_KEPT);
  const trail = approachTrail(positions, point, delivery.at);
  if (trail.length > 0) await tx.saveDeliveryTrail(order.trackingId, trail);
}
