import { POSITION_HISTORY_KEPT } from '../../order-view/route-estimates';
import { invalidRequest } from '../../platform/outcomes/outcome';
import type { PositionInput, RouteStopInput } from '@tracking/core';
import type { RouteStopRecord } from '../../order-view/store/order-view-store';
import type { DomainDeps } from '../../order-view/deps';
import type { UncommittedPositions } from '../../order-view/uncommitted-positions';
import { noLastStep, type InTransaction } from '../../store/store';
import { PositionTrims } from './position-trims';
import { GroupedTransactions } from '../../store/grouped-transactions';

/** A driver's stops, as replacing them answers. */
interface Route {
  driverId: string;
  stops: RouteStopRecord[];
}

/** Writes about drivers: where they are and which stops they make in which order. */
export function createDrivers({ store, changes }: DomainDeps, uncommitted: UncommittedPositions) {
  const trims = new PositionTrims();
  // Each post's live messages go out as it arrives; its write joins the others of the same turn
  // (store/grouped-transactions.ts).
  const positionWrites = new GroupedTransactions(store);
  return {
    async ingestPositions(
      driverId: string,
      positions: readonly PositionInput[],
      lastStep: InTransaction<{ accepted: number }> = noLastStep,
    ): Promise<{ accepted: number }> {
      const accepted = { accepted: positions.length };
      const records = positions.map((position) => ({
        lat: position.lat,
        lng: position.lng,
        heading: position.heading ?? null,
        speed: position.speed ?? null,
        at: position.at,
      }));
      // Recipients see a position at once, estimated from it and the stored ones while its write goes to disk;
      // the request is answered once the write is durable.
      const release = uncommitted.hold(driverId, records);
      changes.publish({ kind: 'positions', driverId });
      try {
        await positionWrites.run(async (tx) => {
          await tx.appendPositions(driverId, records);
          if (trims.due(driverId, records.length)) await tx.trimPositions(driverId, POSITION_HISTORY_KEPT);
          await lastStep(tx, accepted);
        });
      } finally {
        release();
      }
      return accepted;
    },

    /** Replaces the driver's stops, in order; every stop must be a known order. */
    async replaceRoute(
      driverId: string,
      stops: readonly RouteStopInput[],
      lastStep: InTransaction<Route> = noLastStep,
    ): Promise<Route> {
      const records = stops.map((stop) => ({ trackingId: stop.trackingId, eta: stop.eta ?? null }));
      const route = { driverId, stops: records };
      await store.transaction(async (tx) => {
        const known = await tx.existingTrackingIds(records.map((stop) => stop.trackingId));
        const unknown = records
          .map((stop, index) => ({ stop, index }))
          .filter(({ stop }) => !known.has(stop.trackingId))
          .map(({ index }) => ({ key: `stops.${index}.trackingId`, message: 'Unknown tracking id' }));
        if (unknown.length > 0) throw invalidRequest(unknown);
        await tx.replaceRoute(driverId, records);
        await lastStep(tx, route);
      });
      changes.publish({ kind: 'route', driverId });
      return route;
    },
  };
}

export type Drivers = ReturnType<typeof createDrivers>;
