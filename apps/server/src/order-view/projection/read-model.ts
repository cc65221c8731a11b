import { isFinalStatus, isLiveStatus, STATUS_GROUPS } from '@tracking/core';
import type { AccountRecord, OrderRecord } from '../store/order-view-store';
import type { Store } from '../../store/store';
import { ETA_HISTORY_READ_LIMIT, etaHistoryFrom } from '../eta-history';
import { ESTIMATE_POSITIONS } from '../route-estimates';
import { stopsBeforeOn } from '../stops-before';
import { visiblePosition } from './neighbour-privacy';
import type { NewestEstimates } from '../newest-estimates';
import { newestPositions, type UncommittedPositions } from '../uncommitted-positions';
import type { OrderFacts } from './order-view';
import { etaWindowFor } from './eta-window';

/**
 * Reads what the order view shows, and only that: the driver's position and place on the route while the
 * order is live (never at another recipient's door: neighbour-privacy.ts), feedback and a dispute once it is final (the only time either can be given), the estimate history while
 * live or final (the engine estimates only while a driver carries the parcel). The newest estimate wins over
 * the saved one, and positions still on their way to the disk count beside the stored ones (they were published
 * before their write committed), so the view equals what the live messages said. The arrival window is drawn around that estimate
 * as if made now (`nowMs`), with the account's record beside it.
 */
export async function loadOrderFacts(
  store: Store,
  found: { order: OrderRecord; account: AccountRecord },
  ahead: { newest: NewestEstimates; uncommitted: UncommittedPositions },
  nowMs: number,
): Promise<OrderFacts> {
  const { order } = found;
  const live = isLiveStatus(order.statusCode);
  const final = isFinalStatus(order.statusCode);
  const driverId = live ? order.driverId : null;
  // Held before the read, as the live producer does: a position whose write commits meanwhile is in one list or
  // the other.
  const held = driverId ? ahead.uncommitted.of(driverId) : [];
  const delivered = (STATUS_GROUPS.delivered as readonly number[]).includes(order.statusCode);
  const [events, feedback, dispute, stored, driverStops, estimates, doorstep, trail, calibration] =
    await Promise.all([
      store.listEvents(order.trackingId),
      final ? store.latestFeedback(order.trackingId) : undefined,
      final ? store.findDispute(order.trackingId) : undefined,
      // As many as the live producer reads, so a held-back position is the same on every transport.
      driverId ? store.recentPositions(driverId, ESTIMATE_POSITIONS) : [],
      driverId ? store.driverStops(driverId) : [],
      live || final ? store.listEstimates(order.trackingId, ETA_HISTORY_READ_LIMIT) : [],
      store.findDoorstep(order.trackingId),
      delivered ? store.findDeliveryTrail(order.trackingId) : [],
      store.readEtaCalibration(order.accountId),
    ]);
  const positions = newestPositions(held, stored, ESTIMATE_POSITIONS);
  const timeDiffMs = (live ? ahead.newest.timeDiffOf(order.trackingId) : undefined) ?? order.timeDiffMs;
  return {
    ...found,
    order: { ...order, timeDiffMs },
    events,
    feedback,
    dispute,
    driverPosition: visiblePosition(positions, driverStops, order.trackingId),
    stopsBefore: stopsBeforeOn(driverStops, order.trackingId),
    etaHistory: etaHistoryFrom(estimates),
    etaWindow: etaWindowFor({ ...order, timeDiffMs }, calibration, nowMs),
    etaRecord: calibration.record ?? null,
    doorstep,
    deliveryTrail: trail,
  };
}
