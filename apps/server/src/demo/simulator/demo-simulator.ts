import {
  driveSchedule,
  driveStateAt,
  stopArrivalsMs,
  type DrivePace,
  type DriveSchedule,
} from './drive-schedule';
import { DEMO_DRIVES, type DemoDrive } from './demo-drives';
import type { IngestClient } from './ingest-client';

const OUT_FOR_DELIVERY = 80;
const DELIVERED = 90;
const FIVE_MINUTES_MS = 5 * 60_000;

export interface SimulatorLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SimulatorOptions {
  ingest: IngestClient;
  /** Finds a demo order's tracking id by its externalId (a read; every write goes through ingest). */
  resolveTrackingId(externalId: string): Promise<string | undefined>;
  log: SimulatorLog;
  drives?: readonly DemoDrive[];
  /** Town driving with a short hand-over, so a round takes a few minutes. */
  pace?: DrivePace;
  /** How often each driver reports its position. */
  tickMs?: number;
  /** How long the delivered state stays on screen before the round starts over. */
  restMs?: number;
  now?: () => number;
}

/** One round of a driver: its orders, when it set off, how many stops are handed over. */
interface Round {
  trackingIds: string[];
  startedMs: number;
  delivered: number;
  finishedMs: number | undefined;
}

/**
 * Drives the demo drivers along their streets through the ingest API, as a provider's driver app would: a
 * position every tick, each stop marked delivered when handed over, and after a rest the round starts over
 * (orders set back to out for delivery with a fresh promised time, the route sent again).
 */
export class DemoSimulator {
  private readonly drivers: { drive: DemoDrive; schedule: DriveSchedule; round: Round | undefined }[];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: SimulatorOptions) {
    const pace = options.pace ?? { speedKmh: 25, dwellMs: 30_000 };
    this.now = options.now ?? Date.now;
    this.drivers = (options.drives ?? DEMO_DRIVES).map((drive) => ({
      drive,
      schedule: driveSchedule(
        drive.path,
        drive.stops.map((stop) => stop.pathIndex),
        pace,
      ),
      round: undefined,
    }));
  }

  start(): void {
    const loop = () => {
      this.running = this.tick().finally(() => {
        if (this.running) this.timer = setTimeout(loop, this.options.tickMs ?? 2000).unref();
      });
    };
    loop();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    const running = this.running;
    this.running = undefined;
    await running;
  }

  /** One step of every driver; a failing driver is logged and tried again on the next tick. */
  async tick(): Promise<void> {
    for (const driver of this.drivers) {
      await this.step(driver).catch((error: unknown) =>
        this.options.log.warn({ err: error, driverId: driver.drive.driverId }, 'demo driver step failed'),
      );
    }
  }

  private async step(driver: (typeof this.drivers)[number]): Promise<void> {
    const { drive, schedule } = driver;
    const now = this.now();
    const round = (driver.round ??= await this.startRound(drive, schedule, now));
    if (round.finishedMs !== undefined) {
      if (now - round.finishedMs >= (this.options.restMs ?? 60_000)) driver.round = undefined;
      return;
    }
    const state = driveStateAt(schedule, now - round.startedMs);
    const speed = state.moving ? schedule.pace.speedKmh / 3.6 : 0;
    const at = new Date(now).toISOString();
    await this.options.ingest.postPositions(drive.driverId, [{ ...state.position, speed, at }]);
    for (; round.delivered < state.stopsDone; round.delivered++) {
      await this.options.ingest.patchOrder(round.trackingIds[round.delivered] ?? '', {
        statusCode: DELIVERED,
      });
    }
    if (round.delivered === drive.stops.length) round.finishedMs = now;
  }

  private async startRound(drive: DemoDrive, schedule: DriveSchedule, now: number): Promise<Round> {
    const trackingIds: string[] = [];
    for (const stop of drive.stops) {
      const trackingId = await this.options.resolveTrackingId(stop.externalId);
      if (!trackingId) throw new Error(`demo order ${stop.externalId} is not in the store`);
      trackingIds.push(trackingId);
    }
    const arrivals = stopArrivalsMs(schedule);
    for (const [index, trackingId] of trackingIds.entries()) {
      const arrival = now + (arrivals[index] ?? 0);
      const promisedTime = new Date(Math.ceil(arrival / FIVE_MINUTES_MS) * FIVE_MINUTES_MS).toISOString();
      await this.options.ingest.patchOrder(trackingId, { statusCode: OUT_FOR_DELIVERY, promisedTime });
    }
    await this.options.ingest.putRoute(drive.driverId, trackingIds);
    this.options.log.info({ driverId: drive.driverId, city: drive.city }, 'demo driver sets off');
    return { trackingIds, startedMs: now, delivered: 0, finishedMs: undefined };
  }
}
