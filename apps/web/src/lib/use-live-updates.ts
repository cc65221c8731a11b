import { isLiveStatus } from '@tracking/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type * as LiveConnectionsModule from './live-connections';
import type { LiveStatus } from './shared-live-sockets';

/**
 * Whether live orders open a socket; false under the merchant preview, whose sample orders exist nowhere and
 * must make no call to the service.
 */
export const LiveUpdatesEnabled = createContext(true);

type LiveConnections = typeof LiveConnectionsModule;

/**
 * The socket code loads once a live page is up, not before it: the first view needs the order (in the HTML),
 * not the socket, which only opens after hydration anyway.
 */
let connections: LiveConnections | undefined;
let loading: Promise<LiveConnections> | undefined;
export function loadLiveConnections(): Promise<LiveConnections> {
  loading ??= import('./live-connections').then((loaded) => (connections = loaded));
  return loading;
}

/**
 * Runs `start` with the socket code, at once when it is in, else once it arrives (`late`); returns how to undo it.
 */
function withConnections(start: (loaded: LiveConnections, late: boolean) => () => void): () => void {
  if (connections) return start(connections, false);
  let undo: (() => void) | undefined;
  let cancelled = false;
  // A chunk that fails to load leaves the page as the HTML showed it (the chunk-reload guard reports it).
  loadLiveConnections().then(
    (loaded) => {
      if (!cancelled) undo = start(loaded, true);
    },
    () => undefined,
  );
  return () => {
    cancelled = true;
    undo?.();
  };
}

/**
 * Keeps the cached order live while its status is live (the order page and the map both call it; they share
 * one socket); says whether it listens. `listensAt` says at which statuses else to listen (the doorstep card:
 * while it can change, so a change made elsewhere shows). The connection's own state is not followed: a page
 * that does not show it is not drawn again as the socket opens (useLiveUpdates follows it).
 */
export function useLiveOrder(
  trackingId: string,
  statusCode: number,
  listensAt: (statusCode: number) => boolean = isLiveStatus,
): boolean {
  const queryClient = useQueryClient();
  const live = useContext(LiveUpdatesEnabled) && listensAt(statusCode);
  useEffect(() => {
    if (!live) return;
    return withConnections((loaded) => loaded.acquire(trackingId, queryClient));
  }, [live, trackingId, queryClient]);
  return live;
}

/** useLiveOrder at the live statuses, and how the live connection is doing ('idle' while not live). */
export function useLiveUpdates(trackingId: string, statusCode: number): LiveStatus {
  const live = useLiveOrder(trackingId, statusCode);
  const watch = useCallback(
    (listener: () => void) =>
      withConnections((loaded, late) => {
        const unwatch = loaded.watch(trackingId, listener);
        // Arrived after the first render: the state may already differ from the 'idle' read meanwhile.
        if (late) listener();
        return unwatch;
      }),
    [trackingId],
  );
  // The server's HTML (and its hydration) show no socket yet: it opens in the browser, after.
  const state = useSyncExternalStore(
    watch,
    () => connections?.stateOf(trackingId) ?? 'idle',
    (): LiveStatus => 'idle',
  );
  return live ? state : 'idle';
}
