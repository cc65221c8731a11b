import {
  isLiveStatus,
  type DriverLocation,
  type RouteUpdateMessage,
  type ServerMessage,
} from '@tracking/core';
import type { EstimateCause, EstimateRecord } from '../store/order-view-store';
import type { Store } from '../../store/store';
import type { LiveOutlet } from '../deps';
import type { OrderChange, OrderChangeEmitter } from '../order-changes';
import { worthKeeping, worthSaving, type KeptEstimate } from '../estimate-history';
import type { OrderViews } from '../order-views';
import { positionMessage } from '../projection/live-view';
import { driverShownAt } from '@tracking/core';
import { routeVisibility } from '../projection/neighbour-privacy';
import { driverLocationFrom } from '../projection/order-view';
import type { NewestEstimates } from '../newest-estimates';
import { ESTIMATE_POSITIONS, routeEstimate, type RouteEstimate } from '../route-estimates';
import { stopsBeforeEach } from '../stops-before';
import { newestPositions, type UncommittedPositions } from '../uncommitted-positions';
import type { DriverStopsCache } from './driver-stops-cache';
import { EstimateWriter } from './estimate-writer';
import { Lanes } from './lanes';

/** The changes live messages carry (the others change only what a reload reads). */
type LiveChange = Exclude<OrderChange, { kind: 'accountDetails' | 'etaCalibration' }>;
const carriesLiveMessages = (change: OrderChange): change is LiveChange =>
  change.kind === 'details'
    ? change.live === true
    : change.kind !== 'accountDetails' && change.kind !== 'etaCalibration';

/** Estimates of all drivers are saved together this often. */
const SAVE_INTERVAL_MS = 250;

export interface LiveProducerDeps {
  store: Store;
  outlet: LiveOutlet;
  /** Where saved estimate history is announced (it changes the orders' views). */
  changes: OrderChangeEmitter;
  now: () => Date;
  onError: (error: unknown, context: string) => void;
  pushed?: (durationMs: number) => void;
}

/**
 * Turns committed changes into live messages, each the change of the order's view (order-view/projection): a
 * driver's new position re-estimates every order it carries and sends each its own `locationUpdate`; an order
 * change sends the order's whole live view; a new route the new places on it. Messages go out before the
 * estimates are saved, so saving never adds to what recipients wait for; until then the views read the newest
 * estimate from here.
 */
export class LiveProducer {
  /** One lane per driver: the messages about its orders go out in the order of the writes. */
  private readonly lanes = new Lanes();
  /** Per order: the estimate last kept in its history, and the timeDiff last written to it. */
  private readonly kept = new Map<string, KeptEstimate>();
  private readonly saved = new Map<string, { timeDiffMs: number; atMs: number }>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly writer: EstimateWriter;
  constructor(
    private readonly deps: LiveProducerDeps,
    private readonly views: OrderViews,
    private readonly newest: NewestEstimates,
    private readonly uncommitted: UncommittedPositions,
    private readonly stops: DriverStopsCache,
  ) {
    this.writer = new EstimateWriter(
      deps.store,
      SAVE_INTERVAL_MS,
      (error) => deps.onError(error, 'saving estimates failed'),
      (trackingIds) =>
        trackingIds.forEach((trackingId) => deps.changes.publish({ kind: 'details', trackingId })),
    );
  }

  /** Handles a change; failures are reported, never thrown at the write that caused the change. */
  handle(change: OrderChange): void {
    // First, so the work below (and any after it) reads the stops as this change left them.
    this.stops.changed(change);
    // Nothing a live message carries: no work, and no push time to record.
    if (!carriesLiveMessages(change)) return;
    const startedMs = performance.now();
    const tracked = this.work(change).then(
      () => this.deps.pushed?.(performance.now() - startedMs),
      (error: unknown) => this.deps.onError(error, 'live update failed'),
    );
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }

  /** Resolves once the updates under way are done and their estimates saved (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
    await this.writer.flush();
  }

  private async work(change: LiveChange): Promise<void> {
    switch (change.kind) {
      case 'order': {
        const order = await this.deps.store.findOrder(change.trackingId);
        const lane = order?.driverId ?? `order:${change.trackingId}`;
        return this.lanes.run(lane, undefined, () => this.orderChanged(change.trackingId));
      }
      case 'details':
        // A live part of the view (the doorstep card): its sockets get the whole live view, nothing moves.
        return this.lanes.run(`order:${change.trackingId}`, undefined, async () => {
          const snapshot = await this.views.snapshot(change.trackingId);
          this.deps.outlet.publish(change.trackingId, snapshot.message);
        });
      case 'account':
        return this.lanes.run(`account:${change.accountId}`, undefined, () =>
          this.accountChanged(change.accountId),
        );
      default:
        return this.lanes.run(change.driverId, change.kind, () =>
          this.driverChanged(change.driverId, change.kind),
        );
    }
  }

  private async driverChanged(driverId: string, kind: 'positions' | 'route'): Promise<void> {
    const estimated = await this.estimate(driverId);
    if (!estimated) return;
    const { estimate, locationFor } = estimated;
    if (kind === 'route') this.publishPlan(estimate, { locationFor });
    else {
      for (const stop of estimate.stops) {
        if (!isLiveStatus(stop.statusCode)) continue;
        const driverLocation = locationFor(stop.trackingId);
        // No position a watcher may see (the driver is at a neighbour's door): the page drops the driver.
        const message: ServerMessage = driverLocation
          ? positionMessage({ driverLocation, timeDiff: stop.timeDiffMs })
          : { type: 'routeUpdate', driverLocation: null, timeDiff: stop.timeDiffMs };
        this.deps.outlet.publish(stop.trackingId, message);
      }
    }
    this.save(estimate, kind === 'positions' ? 'position' : 'route');
  }

  /** An order changed: its sockets get its whole live view (or `unauthorized`), the driver's other stops move. */
  private async orderChanged(trackingId: string): Promise<void> {
    const order = await this.deps.store.findOrder(trackingId);
    // Estimate first, so the view below reads the estimate this change makes.
    const estimate = order?.driverId ? (await this.estimate(order.driverId))?.estimate : undefined;
    // The estimate is the order's only while it is live: after that the saved one (or the provider's) stands.
    if (order && !isLiveStatus(order.statusCode)) this.forget(trackingId);
    const snapshot = await this.views.snapshot(trackingId);
    this.deps.outlet.publish(trackingId, snapshot.message);
    if (!estimate) return;
    // A stop done (or any order change) carries no position to the others: the driver stands at that door.
    this.publishPlan(estimate, { except: trackingId });
    this.save(estimate, 'order');
  }

  /** An account changed (tracking switched off, say): each of its open orders' sockets learns where it stands. */
  private async accountChanged(accountId: string): Promise<void> {
    for (const trackingId of await this.deps.store.openTrackingIdsOfAccount(accountId)) {
      const snapshot = await this.views.snapshot(trackingId);
      if (snapshot.access !== 'ok') this.deps.outlet.publish(trackingId, snapshot.message);
    }
  }

  /**
   * A routeUpdate with its stops before and estimate to every live order of the estimate but `except`; with the
   * driver's position each may see when `locationFor` is given (a new route can change what that is).
   */
  private publishPlan(
    estimate: RouteEstimate,
    { except, locationFor }: { except?: string; locationFor?: (trackingId: string) => DriverLocation | null },
  ): void {
    for (const stop of estimate.stops) {
      if (stop.trackingId === except || !isLiveStatus(stop.statusCode)) continue;
      const message: RouteUpdateMessage = { type: 'routeUpdate', stopsBefore: stop.stopsBefore };
      if (locationFor) message.driverLocation = locationFor(stop.trackingId);
      if (stop.timeDiffMs !== undefined) message.timeDiff = stop.timeDiffMs;
      this.deps.outlet.publish(stop.trackingId, message);
    }
  }

  /**
   * The driver's estimate, and the position each order's watchers may see (the projection's rules: none at a
   * neighbour's door, none while more stops than the account allows come first).
   */
  private async estimate(driverId: string) {
    // Held before the read: a position whose write commits meanwhile is in one list or the other.
    const held = this.uncommitted.of(driverId);
    const [stops, stored] = await Promise.all([
      this.stops.read(driverId, (id) => this.deps.store.driverStops(id)),
      this.deps.store.recentPositions(driverId, ESTIMATE_POSITIONS),
    ]);
    const positions = newestPositions(held, stored, ESTIMATE_POSITIONS);
    const estimate = routeEstimate(stops, positions, this.deps.now().getTime());
    // An order without a promised time gets no new estimate: it keeps the last one, which is also what is saved.
    for (const stop of this.estimated(estimate)) this.newest.set(stop.trackingId, stop.timeDiffMs);
    if (!estimate) return undefined;
    const stopsBefore = stopsBeforeEach(stops);
    const maxStopsBefore = new Map(stops.map((stop) => [stop.trackingId, stop.liveMapMaxStopsBefore]));
    const visibleTo = routeVisibility(positions, stops);
    const locationFor = (trackingId: string): DriverLocation | null => {
      if (!driverShownAt(maxStopsBefore.get(trackingId) ?? null, stopsBefore.get(trackingId) ?? null))
        return null;
      const visible = visibleTo(trackingId);
      return visible ? driverLocationFrom(visible) : null;
    };
    return { estimate, locationFor };
  }

  /**
   * The stops whose estimate becomes the order's: live ones with a promised time. An order not yet out for
   * delivery keeps the provider's own correction.
   */
  private estimated(estimate: RouteEstimate | undefined) {
    // A loop, not flatMap: this runs on every position, and flatMap made an array per stop.
    const estimated: { trackingId: string; timeDiffMs: number }[] = [];
    for (const { trackingId, statusCode, timeDiffMs } of estimate?.stops ?? []) {
      if (isLiveStatus(statusCode) && timeDiffMs !== undefined) estimated.push({ trackingId, timeDiffMs });
    }
    return estimated;
  }

  private forget(trackingId: string): void {
    this.kept.delete(trackingId);
    this.saved.delete(trackingId);
    this.newest.forget(trackingId);
    this.writer.forget(trackingId);
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
    for (const { trackingId, timeDiffMs } of this.estimated(estimate)) {
      if (cause === 'position' && !worthSaving(this.saved.get(trackingId), timeDiffMs, nowMs)) continue;
      this.saved.set(trackingId, { timeDiffMs, atMs: nowMs });
      timeDiffs.push({ trackingId, timeDiffMs });
    }
    this.writer.add(timeDiffs, history);
  }
}
