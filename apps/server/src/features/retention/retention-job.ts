import { applyRetention, type RetentionDeps } from './retention-service';
import { LeasedJob } from '../../platform/jobs/leased-job';

const MINUTE_MS = 60_000;

interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The retention job (RETENTION_DAYS and every registered retention step): within half a minute of start, then
 * every `intervalMs` (RETENTION_INTERVAL_SECONDS, hourly by default), on one instance at a time. The lease lasts
 * five sixths of the interval, so whichever instance's turn comes first runs it and the others skip theirs.
 */
export function createRetentionJob(deps: RetentionDeps, log: JobLog, intervalMs = 60 * MINUTE_MS): LeasedJob {
  return new LeasedJob({
    name: 'retention',
    store: deps.store,
    now: deps.now,
    firstRunMs: Math.min(30_000, intervalMs),
    intervalMs,
    leaseMs: Math.round((intervalMs * 5) / 6),
    run: async () => {
      const result = await applyRetention(deps);
      log.info({ ...result, ...deps.settings }, 'retention applied');
    },
    onError: (error) => log.error({ err: error }, 'retention job failed; it runs again at its next turn'),
  });
}
