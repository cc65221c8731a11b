import { useSyncExternalStore } from 'react';

/**
 * When the page last heard from the service about its order (ms since the epoch): the server render's time for
 * a page it rendered, the Date of an order answer, the arrival of a live message. Offline, the notice says it.
 */
let lastHeard: number | null = null;
const listeners = new Set<() => void>();

/** Notes that the service spoke at `at`; an older time than the one known changes nothing. */
export function markHeard(at: number): void {
  if (!Number.isFinite(at) || (lastHeard !== null && at <= lastHeard)) return;
  lastHeard = at;
  for (const listener of listeners) listener();
}

/** The time of a fetch answer: its Date header (an answer kept offline carries the original), else now. */
export function answeredAt(response: Pick<Response, 'headers'>, now = Date.now()): number {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(date) ? now : date;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last time the service was heard from, or null before anything arrived (and on the server). */
export function useLastHeard(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => lastHeard,
    () => null,
  );
}
