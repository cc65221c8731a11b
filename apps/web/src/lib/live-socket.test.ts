import { LIVE_RECONNECT_DELAY_MS } from '@tracking/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fake-web-socket';
import {
  LIVE_SILENCE_MS,
  LiveConnection,
  RECONNECT_JITTER_MS,
  liveSocketUrl,
  type LiveEnvironment,
} from './live-socket';

const URL = 'ws://tracking.test/ws?trackingId=T1&user_type=trackingV2';
const MAX_WAIT = LIVE_RECONNECT_DELAY_MS + RECONNECT_JITTER_MS;

/** A browser whose online and visibility events the test fires. */
function fakeEnvironment() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const environment = { window: win, document: doc } as unknown as LiveEnvironment;
  return {
    environment,
    goOnline: () => win.dispatchEvent(new Event('online')),
    showTab: (state: DocumentVisibilityState) => {
      doc.visibilityState = state;
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

function startConnection() {
  const browser = fakeEnvironment();
  const onUpdate = vi.fn();
  const onResync = vi.fn();
  const onRevoked = vi.fn();
  const connection = new LiveConnection({
    url: URL,
    createSocket: (url) => new FakeWebSocket(url),
    onUpdate,
    onResync,
    onRevoked,
    environment: browser.environment,
  });
  const states: string[] = [];
  connection.subscribe(() => states.push(connection.getState()));
  connection.start();
  return { connection, onUpdate, onResync, onRevoked, states, ...browser };
}

describe('LiveConnection', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens one socket to the URL and is live once the service has subscribed it (its first frame)', () => {
    const { connection, onUpdate } = startConnection();
    expect(FakeWebSocket.instances.map((socket) => socket.url)).toEqual([URL]);
    expect(connection.getState()).toBe('connecting');
    FakeWebSocket.latest().serverSubscribes({ timeDiff: 60_000 });
    expect(connection.getState()).toBe('live');
    // The first frame is the order's live view, merged like any update.
    expect(onUpdate).toHaveBeenCalledWith({ type: 'routeUpdate', timeDiff: 60_000 });
  });

  it('answers ping with pong', () => {
    startConnection();
    const socket = FakeWebSocket.latest();
    socket.serverSubscribes();
    socket.serverSends({ type: 'ping' });
    expect(socket.sent).toEqual([JSON.stringify({ type: 'pong' })]);
  });

  it('hands location and route updates on, and ignores everything else', () => {
    const { onUpdate } = startConnection();
    const socket = FakeWebSocket.latest();
    socket.serverSends({ type: 'locationUpdate', driverLocation: { lat: 55.7, lng: 12.5 }, timeDiff: 1 });
    socket.serverSends({ type: 'routeUpdate', stopsBefore: 1 });
    socket.serverSends({ type: 'pong' });
    socket.serverSends({ type: 'chat', text: 'hi' });
    socket.serverSends('not json');
    expect(onUpdate.mock.calls).toEqual([
      [{ type: 'locationUpdate', driverLocation: { lat: 55.7, lng: 12.5 }, timeDiff: 1 }],
      [{ type: 'routeUpdate', stopsBefore: 1 }],
    ]);
    expect(socket.sent).toEqual([]);
  });

  it('reconnects after the reconnect delay when the service closes abnormally, then reloads the order', () => {
    const { connection, onResync, states } = startConnection();
    const first = FakeWebSocket.latest();
    first.serverSubscribes();
    first.serverCloses(1012);
    expect(connection.getState()).toBe('reconnecting');
    vi.advanceTimersByTime(LIVE_RECONNECT_DELAY_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(RECONNECT_JITTER_MS + 1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(onResync).not.toHaveBeenCalled();
    // Reloaded once the new socket watches the order, so nothing changed after the reload's read is missed.
    FakeWebSocket.latest().serverSubscribes();
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['live', 'reconnecting', 'live']);
  });

  it('keeps trying while the service is away, each attempt after the delay', () => {
    const { connection } = startConnection();
    FakeWebSocket.latest().serverCloses(1006);
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      vi.advanceTimersByTime(MAX_WAIT);
      expect(FakeWebSocket.instances).toHaveLength(attempt);
      FakeWebSocket.latest().serverCloses(1006);
      expect(connection.getState()).toBe('reconnecting');
    }
  });

  it('reconnects at once when the browser comes back online or the tab becomes visible', () => {
    const { goOnline, showTab } = startConnection();
    FakeWebSocket.latest().serverCloses(1006);
    goOnline();
    expect(FakeWebSocket.instances).toHaveLength(2);
    // An attempt under way is not doubled.
    goOnline();
    showTab('visible');
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().serverCloses(1006);
    showTab('hidden');
    expect(FakeWebSocket.instances).toHaveLength(2);
    showTab('visible');
    expect(FakeWebSocket.instances).toHaveLength(3);
    // The timer of the earlier wait does not open another one.
    vi.advanceTimersByTime(MAX_WAIT);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('does not reconnect on online or visibility while live', () => {
    const { goOnline, showTab } = startConnection();
    FakeWebSocket.latest().serverSubscribes();
    goOnline();
    showTab('visible');
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('stops for good on unauthorized: closes, and neither the delay nor online brings it back', () => {
    const { connection, goOnline, showTab, onUpdate, onRevoked, onResync, states } = startConnection();
    const socket = FakeWebSocket.latest();
    expect(onRevoked).not.toHaveBeenCalled();
    socket.serverSends({ type: 'unauthorized' });
    expect(connection.getState()).toBe('stopped');
    expect(onRevoked).toHaveBeenCalledTimes(1);
    expect(onResync).not.toHaveBeenCalled();
    expect(socket.closedWith).toBe(1000);
    socket.serverCloses(4401);
    socket.serverSends({ type: 'locationUpdate', timeDiff: 5 });
    goOnline();
    showTab('visible');
    vi.advanceTimersByTime(10 * MAX_WAIT);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(connection.getState()).toBe('stopped');
    expect(onUpdate).not.toHaveBeenCalled();
    // Refused as its first frame: the socket never counted as live.
    expect(states).toEqual(['stopped']);
  });

  it('stays closed after a normal close (final status) and reloads the order once', () => {
    const { connection, onResync, goOnline } = startConnection();
    FakeWebSocket.latest().serverSubscribes();
    FakeWebSocket.latest().serverCloses(1000);
    expect(connection.getState()).toBe('closed');
    expect(onResync).toHaveBeenCalledTimes(1);
    goOnline();
    vi.advanceTimersByTime(10 * MAX_WAIT);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('gives up a socket that goes silent, and reconnects', () => {
    const { connection } = startConnection();
    const socket = FakeWebSocket.latest();
    socket.serverSubscribes();
    vi.advanceTimersByTime(LIVE_SILENCE_MS - 1000);
    socket.serverSends({ type: 'ping' });
    vi.advanceTimersByTime(LIVE_SILENCE_MS - 1000);
    expect(connection.getState()).toBe('live');
    vi.advanceTimersByTime(1000);
    expect(connection.getState()).toBe('reconnecting');
    expect(socket.closedWith).toBe(4000);
    vi.advanceTimersByTime(MAX_WAIT);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('closes normally when the page stops listening, and never reconnects', () => {
    const { connection } = startConnection();
    const socket = FakeWebSocket.latest();
    socket.serverSubscribes();
    connection.stop();
    expect(socket.closedWith).toBe(1000);
    expect(connection.getState()).toBe('closed');
    socket.serverCloses(1006);
    vi.advanceTimersByTime(10 * MAX_WAIT);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('liveSocketUrl', () => {
  it.each([
    [
      { protocol: 'https:', host: 'track.example.com' },
      'wss://track.example.com/ws?trackingId=a%2Fb&user_type=trackingV2',
    ],
    [
      { protocol: 'http:', host: '127.0.0.1:4317' },
      'ws://127.0.0.1:4317/ws?trackingId=a%2Fb&user_type=trackingV2',
    ],
  ])('%j gives %s', (location, expected) => expect(liveSocketUrl('a/b', location)).toBe(expected));
});
