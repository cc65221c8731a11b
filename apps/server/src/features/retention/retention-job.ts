import { applyRetention, type RetentionDeps } from './retention-service';
import { LeasedJob } from '../../platform/jobs/leased-job';

const MINUTE_MS = 60_000;

interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The retention job (RETENTION_DAYS and every registered retention step): within a minute of start, then hourly, on one instance at a time. The
 * lease lasts 50 minutes, so whichever instance's hourly turn comes first runs it and the others skip theirs.
 */
export function createRetentionJob(deps: RetentionDeps, log: JobLog): LeasedJob {
  return new LeasedJob({
    name: 'retention',
    store: deps.store,
    now: deps.now,
    firstRunMs: 30_000,
    intervalMs: 60 * MINUTE_MS,
    leaseMs: 50 * MINUTE_MS,
    run: async () => {
      const result = await applyRetention(deps);
      log.info({ ...result, ...deps.settings }, 'retention applied');
    },
    onError: (error) => log.error({ err: error }, 'retention job failed; it runs again in an hour'),
  });
}
