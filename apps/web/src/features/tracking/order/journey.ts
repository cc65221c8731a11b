import { statusGroup, statusOutcome } from '@tracking/core';

/** The few big stages of a parcel's journey, for the at-a-glance bar. */
export type JourneyStage =
  'received' | 'inTransit' | 'outForDelivery' | 'delivered' | 'pickupBooked' | 'pickupOnTheWay' | 'pickedUp';

export interface Journey {
  stages: readonly JourneyStage[];
  /** Index of the stage the parcel is in. */
  current: number;
  /** warning or error when the last stage failed (attempt failed, returned, pickup failed, …). */
  tone: 'normal' | 'warning' | 'error';
}

const DELIVERY: readonly JourneyStage[] = ['received', 'inTransit', 'outForDelivery', 'delivered'];
const PICKUP: readonly JourneyStage[] = ['pickupBooked', 'pickupOnTheWay', 'pickedUp'];
const PICKUP_STAGE: Record<number, { current: number; tone: Journey['tone'] }> = {
  120: { current: 0, tone: 'normal' },
  135: { current: 1, tone: 'normal' },
  140: { current: 2, tone: 'normal' },
  145: { current: 2, tone: 'error' },
};

/** Where a parcel is on its journey, or null for a status the page does not know. */
export function journey(statusCode: number): Journey | null {
  const group = statusGroup(statusCode);
  if (group === undefined) return null;
  if (group === 'pickup') {
    const stage = PICKUP_STAGE[statusCode];
    return stage ? { stages: PICKUP, ...stage } : null;
  }
  if (group === 'notDelivered') {
    const tone = statusOutcome(statusCode) === 'recoverable' ? 'warning' : 'error';
    return { stages: DELIVERY, current: 3, tone };
  }
  const current = { received: 0, inTransit: 1, outForDelivery: 2, delivered: 3 }[group];
  return { stages: DELIVERY, current, tone: 'normal' };
}
