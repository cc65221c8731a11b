import type { ErrorBody } from '@tracking/core';
import type { FieldError } from '../http/errors';

/** What /readyz asks: each dependency's ping (rejects when it does not answer) and whether shutdown began. */
export interface Readiness {
  checks: { database: () => Promise<void>; redis?: () => Promise<void> };
  /** True from the moment shutdown begins, before any socket closes. */
  stopping: () => boolean;
}

/** A dependency that holds the connection but does not answer counts as failed after this long. */
const PING_TIMEOUT_MS = 1000;

const FAILURE_MESSAGES = { database: 'The database does not answer', redis: 'Redis does not answer' };

async function answers(ping: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, PING_TIMEOUT_MS, false)));
  try {
    return await Promise.race([ping().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The reasons this instance is not ready, one per failed dependency; empty when it is ready. */
export async function checkReadiness(readiness: Readiness): Promise<FieldError[]> {
  if (readiness.stopping()) return [{ key: 'shutdown', message: 'The instance is shutting down' }];
  const entries = Object.entries(readiness.checks) as [keyof Readiness['checks'], () => Promise<void>][];
  const results = await Promise.all(entries.map(async ([key, ping]) => ({ key, ok: await answers(ping) })));
  return results.filter(({ ok }) => !ok).map(({ key }) => ({ key, message: FAILURE_MESSAGES[key] }));
}

/**
 * Readiness with its detail, for the metrics listener's GET /readyz (private): 200 naming each dependency that
 * answers, or 503 naming each that does not. The public /readyz answers only the status.
 */
export async function readinessDetail(
  readiness: Readiness,
): Promise<
  { statusCode: 200; body: { status: 'OK'; payload: object } } | { statusCode: 503; body: ErrorBody }
> {
  const failed = await checkReadiness(readiness);
  if (failed.length > 0)
    return { statusCode: 503, body: { message: 'Not ready', code: 'unavailable', errors: failed } };
  const payload = Object.fromEntries(Object.keys(readiness.checks).map((key) => [key, 'ok']));
  return { statusCode: 200, body: { status: 'OK', payload } };
}
