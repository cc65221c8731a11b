import { mergeLiveMessage, type Order } from '@tracking/core';
import type { QueryClient } from '@tanstack/react-query';
import { markHeard } from './last-heard';
import { noteLiveUpdate } from './live-journal';
import { LiveConnection, liveSocketUrl } from './live-socket';
import { dropAndReloadOrder, orderQueryKey } from './order-query-key';
import { SharedLiveSockets, type LiveStatus } from './shared-live-sockets';

/** The tab's live sockets: one per order, shared by every page that shows it. */
const liveSockets = new SharedLiveSockets();

/**
 * A connection that merges updates into the cached order, reloads the order when updates were missed, and drops
 * it at once when the service withdraws access (the reload then shows why: the not-found or app page).
 */
function orderConnection(trackingId: string, queryClient: QueryClient): LiveConnection {
  const queryKey = orderQueryKey(trackingId);
  return new LiveConnection({
    url: liveSocketUrl(trackingId, window.location),
    createSocket: (url) => new WebSocket(url),
    onUpdate: (update) => {
      markHeard(Date.now());
      const merge = (order: Order) => mergeLiveMessage(order, update);
      noteLiveUpdate(trackingId, merge);
      queryClient.setQueryData<Order>(queryKey, (order) => order && merge(order));
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey }),
    onRevoked: () => dropAndReloadOrder(queryClient, trackingId),
  });
}

/** Joins the order's live connection (starting it if needed); returns how to leave it. */
export const acquire = (trackingId: string, queryClient: QueryClient): (() => void) =>
  liveSockets.acquire(trackingId, () => orderConnection(trackingId, queryClient));

export const watch = (trackingId: string, listener: () => void): (() => void) =>
  liveSockets.watch(trackingId, listener);

export const stateOf = (trackingId: string): LiveStatus => liveSockets.stateOf(trackingId);
