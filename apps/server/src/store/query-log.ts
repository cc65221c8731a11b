import type { LogConfig } from 'kysely';
import type { StoreObserver } from './store';

/** Kysely's log hook, feeding each query's duration and outcome to the observer (the metrics). */
export function queryLog(observer: StoreObserver | undefined): LogConfig | undefined {
  if (!observer) return undefined;
  return (event) => observer.query(event.queryDurationMillis, event.level === 'error');
}
