import { LIVE_RECONNECT_DELAY_MS, LIVE_USER_TYPE, SERVICE_PATHS, type LiveUpdate } from '@tracking/core';
import { parseLiveMessage } from './live-message';

/**
 * What the page can say about its live updates: connecting (first attempt), live (the service's first frame
 * arrived), reconnecting (after an abnormal close, until a socket is live again), stopped (the service said
 * unauthorized) and closed (the service closed normally at a final status, or the page no longer listens).
 */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'stopped' | 'closed';

/** The part of the browser's WebSocket a connection uses; tests inject a fake class. */
export type SocketLike = Pick<WebSocket, 'onmessage' | 'onclose' | 'send' | 'close'>;

/** The browser around a connection: where `online` and `visibilitychange` arrive. */
export interface LiveEnvironment {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface LiveConnectionOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  /** A location or route update to merge into the order. */
  onUpdate: (update: LiveUpdate) => void;
  /** Updates may have been missed (reopened after a loss, or closed for good): load the order afresh. */
  onResync: () => void;
  /** The service said this page may no longer watch the order (access withdrawn, link expired). */
  onRevoked: () => void;
  environment?: LiveEnvironment;
}

/** Extra wait on top of the reconnect delay, so pages dropped together do not all return in the same instant. */
export const RECONNECT_JITTER_MS = 1000;

/** The service pings every 25 s; this long without any frame means the connection is gone, even unclosed. */
export const LIVE_SILENCE_MS = 60_000;

/** Normal closure: the service sends it at a final status, and the page when it stops listening. */
const NORMAL_CLOSE = 1000;
/** What the page tells a socket it gives up on for going silent (private-use range). */
const SILENT_CLOSE = 4000;
const PONG = JSON.stringify({ type: 'pong' });

/** The live socket URL of an order, on the page's own origin. */
export function liveSocketUrl(trackingId: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ trackingId, user_type: LIVE_USER_TYPE });
  return `${scheme}://${location.host}${SERVICE_PATHS.live}?${query.toString()}`;
}

/**
 * One order's live updates over one socket at a time (spec section 4): answers ping with pong, hands location
 * and route updates on, stops for good on unauthorized, and after an abnormal close tries again after the
 * reconnect delay, or at once when the browser comes back online or the tab becomes visible.
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private state: LiveState = 'connecting';
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  /** An abnormal close happened since the last open socket: the order is loaded again once one opens. */
  private missed = false;
  private readonly listeners = new Set<() => void>();
  private readonly environment: LiveEnvironment;

  constructor(private readonly options: LiveConnectionOptions) {
    this.environment = options.environment ?? { window, document };
  }

  start(): void {
    this.environment.window.addEventListener('online', this.reconnectNow);
    this.environment.document.addEventListener('visibilitychange', this.onVisibilityChange);
    this.open();
  }

  /** Stops listening: closes the socket normally and never reconnects. */
  stop(): void {
    this.end('closed');
  }

  getState(): LiveState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private open(): void {
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    socket.onmessage = (event) => this.received(event.data);
    socket.onclose = (event) => {
      if (socket === this.socket) this.closed(event.code);
    };
    this.watchSilence();
  }

  /**
   * The service's first frame on a socket: an open socket is not yet watching the order (the service checks
   * the link and subscribes first, then sends the order's live view), so only from here on does every change
   * arrive. After a loss the order is loaded again now, so its answer is read while the socket listens.
   */
  private subscribed(): void {
    this.setState('live');
    if (!this.missed) return;
    this.missed = false;
    this.options.onResync();
  }

  private received(data: unknown): void {
    this.watchSilence();
    const message = parseLiveMessage(data);
    if (message?.type === 'unauthorized') {
      this.end('stopped');
      this.options.onRevoked();
      return;
    }
    if (this.state !== 'live') this.subscribed();
    if (message?.type === 'ping') this.socket?.send(PONG);
    else if (message) this.options.onUpdate(message);
  }

  private closed(code: number): void {
    this.socket = null;
    clearTimeout(this.silenceTimer);
    if (code === NORMAL_CLOSE) {
      this.end('closed');
      this.options.onResync();
      return;
    }
    this.missed = true;
    this.setState('reconnecting');
    const delay = LIVE_RECONNECT_DELAY_MS + Math.random() * RECONNECT_JITTER_MS;
    this.retryTimer = setTimeout(this.reconnectNow, delay);
  }

  /** Opens a new socket if one is due (waiting to reconnect, none under way); a no-op otherwise. */
  private readonly reconnectNow = () => {
    if (this.state !== 'reconnecting' || this.socket) return;
    clearTimeout(this.retryTimer);
    this.open();
  };

  private readonly onVisibilityChange = () => {
    if (this.environment.document.visibilityState === 'visible') this.reconnectNow();
  };

  /** (Re)arms the watchdog: a socket silent for too long is given up and counts as lost. */
  private watchSilence(): void {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      this.abandonSocket(SILENT_CLOSE);
      this.closed(SILENT_CLOSE);
    }, LIVE_SILENCE_MS);
  }

  /** Closes the current socket without hearing from it again. */
  private abandonSocket(code: number): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onmessage = socket.onclose = null;
    socket.close(code);
  }

  private end(state: 'stopped' | 'closed'): void {
    if (this.state === 'stopped' || this.state === 'closed') return;
    clearTimeout(this.retryTimer);
    clearTimeout(this.silenceTimer);
    this.environment.window.removeEventListener('online', this.reconnectNow);
    this.environment.document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.abandonSocket(NORMAL_CLOSE);
    this.setState(state);
  }

  private setState(state: LiveState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
