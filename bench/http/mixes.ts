import type { PickId } from './measure';
import type { SeededIds } from './seed-orders';

/** Share of a recipient mix's requests that go to orders out for delivery (the rest: any order). */
export const RECIPIENT_LIVE_SHARE = 0.9;

const anyOf = (ids: readonly string[]) => () => ids[Math.floor(Math.random() * ids.length)] ?? '';

/**
 * The request mixes the bench loads: `uniform`, any of the orders alike (the worst case for a cache), and
 * `recipient`, most requests on the orders out for delivery, as recipients reload a parcel on its way. `hot` is
 * what the mix asks for, read once before it is measured (every order: a service running for a while has been
 * asked for each, and whether the views fit is the cache's bound to say, not the bench's warm-up).
 */
export function requestMixes({
  ids,
  liveIds,
}: SeededIds): Record<'recipient' | 'uniform', { pick: PickId; hot: readonly string[] }> {
  const any = anyOf(ids);
  const live = anyOf(liveIds);
  return {
    recipient: { pick: () => (Math.random() < RECIPIENT_LIVE_SHARE ? live() : any()), hot: ids },
    uniform: { pick: any, hot: ids },
  };
}
