import type { PickId } from './measure';
import type { SeededIds } from './seed-orders';

/** Share of a recipient mix's requests that go to orders out for delivery (the rest: any order). */
export const RECIPIENT_LIVE_SHARE = 0.9;

const anyOf = (ids: readonly string[]) => () => ids[Math.floor(Math.random() * ids.length)] ?? '';

/**
 * The request mixes the bench loads, each as which order a request asks for: `uniform`, any of the orders alike
 * (the worst case for a cache), and `recipient`, most requests on the orders out for delivery, as recipients
 * reload a parcel on its way.
 */
export function requestMixes({ ids, liveIds }: SeededIds): Record<'recipient' | 'uniform', PickId> {
  const anyOrder = anyOf(ids);
  const liveOrder = anyOf(liveIds);
  return {
    recipient: () => (Math.random() < RECIPIENT_LIVE_SHARE ? liveOrder() : anyOrder()),
    uniform: anyOrder,
  };
}
