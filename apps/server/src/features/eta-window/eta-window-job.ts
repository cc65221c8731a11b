import { LeasedJob } from '../../platform/jobs/leased-job';
import type { Store } from '../../store/store';
import type { EtaCalibration } from './eta-window-service';

const DAY_MS = 24 * 60 * 60_000;

interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The arrival windows' calibration, on one instance at a time: it looks every `checkMs` (hourly) and draws the
 * windows anew when the last were drawn a day ago or never (so soon after the first start too).
 */
export function createEtaWindowJob(
  deps: { store: Store; now: () => Date; calibration: EtaCalibration },
  log: JobLog,
  checkMs = 60 * 60_000,
): LeasedJob {
  return new LeasedJob({
    name: 'eta-window',
    store: deps.store,
    now: deps.now,
    firstRunMs: Math.min(10_000, checkMs),
    intervalMs: checkMs,
    leaseMs: Math.round((checkMs * 5) / 6),
    run: async () => {
      const last = await deps.store.etaCalibratedAt();
      if (last && deps.now().getTime() - Date.parse(last) < DAY_MS) return;
      log.info(await deps.calibration.recalibrate(), 'arrival windows drawn');
    },
    onError: (error) =>
      log.error({ err: error }, 'arrival window calibration failed; it runs again at its next turn'),
  });
}
