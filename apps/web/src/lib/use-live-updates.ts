import { isLiveStatus, mergeLiveMessage, type Order } from '@tracking/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { markHeard } from './last-heard';
import { LiveConnection, liveSocketUrl } from './live-socket';
import { dropAndReloadOrder, orderQueryKey } from './order-query-key';
import { SharedLiveSockets, type LiveStatus } from './shared-live-sockets';

/**
 * Whether live orders open a socket; false under the merchant preview, whose sample orders exist nowhere and
 * must make no call to the service.
 */
export const LiveUpdatesEnabled = createContext(true);

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
      queryClient.setQueryData<Order>(queryKey, (order) => order && mergeLiveMessage(order, update));
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey }),
    onRevoked: () => dropAndReloadOrder(queryClient, trackingId),
  });
}

/**
 * Keeps the cached order live while its status is live (the order page and the map both call it; they share
 * one socket) and tells how the live connection is doing; 'idle' while the status is not live.
 */
export function useLiveUpdates(trackingId: string, statusCode: number): LiveStatus {
  const queryClient = useQueryClient();
  const live = useContext(LiveUpdatesEnabled) && isLiveStatus(statusCode);
  useEffect(() => {
    if (!live) return;
    return liveSockets.acquire(trackingId, () => orderConnection(trackingId, queryClient));
  }, [live, trackingId, queryClient]);
  const watch = useCallback((listener: () => void) => liveSockets.watch(trackingId, listener), [trackingId]);
  // The server's HTML (and its hydration) show no socket yet: it opens in the browser, after.
  const state = useSyncExternalStore(
    watch,
    () => liveSockets.stateOf(trackingId),
    (): LiveStatus => 'idle',
  );
  return live ? state : 'idle';
}
