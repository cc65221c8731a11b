import { isFinalStatus, isLiveStatus, type RouteUpdateMessage } from '@tracking/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../bus/bus';
import { worthKeeping, worthSaving, type KeptEstimate } from '../domain/estimate-history';
import { orderAccess } from '../domain/order-access';
import type { OrderChange } from '../domain/order-changes';
import { ESTIMATE_POSITIONS, routeEstimate, type RouteEstimate } from '../domain/route-estimates';
import type { EstimateCause, EstimateRecord, Store } from '../store/store';
import { EstimateWriter } from './estimate-writer';
import { publishToOrder } from './live-frame';
import { SerialByKey } from './serial-by-key';

/** Estimates of all drivers are saved together this often. */
const SAVE_INTERVAL_MS = 250;

export interface LiveUpdatesDeps {
  store: Store;
  bus: Bus;
  now: () => Date;
  linkTtlDays: number;
  log: FastifyBaseLogger;
}

/**
 * Turns committed changes into live messages: a driver's new position re-estimates every order it carries and
 * sends each its own `locationUpdate`; a new route or an order change sends `routeUpdate`s. Messages go out
 * before the estimates are saved, so saving never adds to what recipients wait for.
 */
export class LiveUpdates {
  private readonly perDriver = new SerialByKey();
  /** Per order: the estimate last kept in its history, and the timeDiff last written to it. */
  private readonly kept = new Map<string, KeptEstimate>();
  private readonly saved = new Map<string, { timeDiffMs: number; atMs: number }>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly writer: EstimateWriter;

  constructor(private readonly deps: LiveUpdatesDeps) {
    this.writer = new EstimateWriter(deps.store, SAVE_INTERVAL_MS, (error) =>
      deps.log.error({ err: error }, 'saving estimates failed'),
    );
  }

  /** Handles a change; failures are logged, never thrown at the write that caused the change. */
  handle(change: OrderChange): void {
    const work =
      change.kind === 'order'
        ? this.orderChanged(change.trackingId)
        : // One key per driver and kind: a burst of positions folds into one more estimate with the newest.
          this.perDriver.run(`${change.kind}:${change.driverId}`, () =>
            this.driverChanged(change.driverId, change.kind),
          );
    const tracked = work.catch((error: unknown) =>
      this.deps.log.error({ err: error, change }, 'live update failed'),
    );
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }

  /** Resolves once the updates under way are done (at shutdown, before the store closes). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
    await this.writer.flush();
  }

  private async driverChanged(driverId: string, kind: 'positions' | 'route'): Promise<void> {
    const estimate = await this.estimate(driverId);
    if (!estimate) return;
    if (kind === 'route') this.publishPlan(estimate);
    else {
      for (const stop of estimate.stops) {
        if (!isLiveStatus(stop.statusCode)) continue;
        const message = {
          type: 'locationUpdate',
          driverLocation: estimate.driverLocation,
          timeDiff: stop.timeDiffMs,
        } as const;
        publishToOrder(this.deps.bus, stop.trackingId, message);
      }
    }
    this.save(estimate, kind === 'positions' ? 'position' : 'route');
  }

  private async orderChanged(trackingId: string): Promise<void> {
    const found = await this.deps.store.findOrderWithAccount(trackingId);
    if (!found) return;
    const { order, account } = found;
    const access = orderAccess(
      { trackingEnabled: account.trackingEnabled, anonymisedAt: order.anonymisedAt, finalAt: order.finalAt },
      this.deps.now(),
      this.deps.linkTtlDays,
    );
    if (access !== 'ok') return publishToOrder(this.deps.bus, trackingId, { type: 'unauthorized' });
    if (isFinalStatus(order.statusCode)) {
      this.kept.delete(trackingId);
      this.saved.delete(trackingId);
    }
    const message: RouteUpdateMessage = {
      type: 'routeUpdate',
      statusCode: order.statusCode,
      promisedTime: order.promisedTime,
      deliveryWindow: order.deliveryWindow,
      timeDiff: order.timeDiffMs,
    };
    // Out of the live statuses (but not final) the page leaves the map: no driver, no stops.
    if (!isLiveStatus(order.statusCode) && !isFinalStatus(order.statusCode)) {
      Object.assign(message, { driverLocation: null, stopsBefore: null });
    }
    const driverId = order.driverId;
    if (!driverId) return publishToOrder(this.deps.bus, trackingId, message);
    // The other stops of the driver move too (one stop fewer before them, or one more).
    const estimate = await this.estimate(driverId);
    const own = estimate?.stops.find((stop) => stop.trackingId === trackingId);
    if (own && isLiveStatus(order.statusCode)) {
      Object.assign(message, { stopsBefore: own.stopsBefore, driverLocation: estimate?.driverLocation });
      if (own.timeDiffMs !== undefined) message.timeDiff = own.timeDiffMs;
    }
    publishToOrder(this.deps.bus, trackingId, message);
    if (!estimate) return;
    this.publishPlan(estimate, trackingId);
    this.save(estimate, 'order');
  }

  /** A routeUpdate with its stops before and timeDiff to every live order of the estimate but `except`. */
  private publishPlan(estimate: RouteEstimate, except?: string): void {
    for (const stop of estimate.stops) {
      if (stop.trackingId === except || !isLiveStatus(stop.statusCode)) continue;
      publishToOrder(this.deps.bus, stop.trackingId, {
        type: 'routeUpdate',
        driverLocation: estimate.driverLocation,
        timeDiff: stop.timeDiffMs,
        stopsBefore: stop.stopsBefore,
      });
    }
  }

  private async estimate(driverId: string): Promise<RouteEstimate | undefined> {
    const [stops, positions] = await Promise.all([
      this.deps.store.driverStops(driverId),
      this.deps.store.recentPositions(driverId, ESTIMATE_POSITIONS),
    ]);
    return routeEstimate(stops, positions, this.deps.now().getTime());
  }

  /** Stores each order's current timeDiff and, in its history, the estimates that explain a move. */
  private save(estimate: RouteEstimate, cause: EstimateCause): void {
    const nowMs = this.deps.now().getTime();
    const at = new Date(nowMs).toISOString();
    const history: EstimateRecord[] = [];
    for (const stop of estimate.stops) {
      const next = { timeDiffMs: stop.timeDiffMs ?? null, stopsBefore: stop.stopsBefore, atMs: nowMs };
      if (!worthKeeping(this.kept.get(stop.trackingId), next, cause)) continue;
      this.kept.set(stop.trackingId, next);
      history.push({
        trackingId: stop.trackingId,
        at,
        cause,
        arrivalAt: new Date(stop.arrivalMs).toISOString(),
        timeDiffMs: next.timeDiffMs,
        stopsBefore: stop.stopsBefore,
        distanceMeters: stop.distanceMeters,
        speedKmh: Math.round(estimate.speedKmh * 10) / 10,
        driverLat: estimate.driverLocation.lat,
        driverLng: estimate.driverLocation.lng,
      });
    }
    const timeDiffs: { trackingId: string; timeDiffMs: number }[] = [];
    for (const { trackingId, timeDiffMs } of estimate.stops) {
      if (timeDiffMs === undefined) continue;
      if (cause === 'position' && !worthSaving(this.saved.get(trackingId), timeDiffMs, nowMs)) continue;
      this.saved.set(trackingId, { timeDiffMs, atMs: nowMs });
      timeDiffs.push({ trackingId, timeDiffMs });
    }
    this.writer.add(timeDiffs, history);
  }
}
