import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { Order } from '@tracking/core';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fake-web-socket';
import { anOrder } from '@tracking/core/testing';
import { withLiveUpdates } from './live-journal';
import { orderQueryKey } from './order-query-key';
import { LIVE_LINGER_MS } from './shared-live-sockets';
import { LiveUpdatesEnabled, loadLiveConnections, useLiveOrder, useLiveUpdates } from './use-live-updates';

function setUp(trackingId: string, statusCode = 80) {
  const queryClient = new QueryClient();
  const order = anOrder({ trackingId, statusCode });
  queryClient.setQueryData(orderQueryKey(trackingId), order);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const cached = () => queryClient.getQueryData<typeof order>(orderQueryKey(trackingId));
  return { queryClient, wrapper, cached };
}

describe('useLiveUpdates', () => {
  // The page loads the socket code after its first view; these cases start with it in.
  beforeAll(() => loadLiveConnections());
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('merges updates into the cached order, keeping what an update leaves out', () => {
    const { wrapper, cached } = setUp('merge');
    const { result } = renderHook(() => useLiveUpdates('merge', 80), { wrapper });
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://localhost:3000/ws?trackingId=merge&user_type=trackingV2');
    act(() => socket.serverSubscribes());
    expect(result.current).toBe('live');
    act(() => socket.serverSends({ type: 'locationUpdate', driverLocation: { lat: 55.7, lng: 12.5 } }));
    act(() => socket.serverSends({ type: 'routeUpdate', stopsBefore: 1, timeDiff: 120_000 }));
    expect(cached()).toMatchObject({
      driverLocation: { lat: 55.7, lng: 12.5 },
      stopsBefore: 1,
      timeDiff: 120_000,
      statusCode: 80,
      deliveryAddress: anOrder().deliveryAddress,
    });
  });

  it('shares one socket between the order page and the map, and keeps it while moving between them', () => {
    const { wrapper } = setUp('shared');
    const orderPage = renderHook(() => useLiveUpdates('shared', 81), { wrapper });
    const map = renderHook(() => useLiveUpdates('shared', 81), { wrapper });
    orderPage.unmount();
    vi.advanceTimersByTime(LIVE_LINGER_MS * 2);
    map.unmount();
    vi.advanceTimersByTime(LIVE_LINGER_MS / 2);
    renderHook(() => useLiveUpdates('shared', 81), { wrapper });
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest().closedWith).toBeUndefined();
  });

  it('closes the socket once nobody listens any more', () => {
    const { wrapper } = setUp('leave');
    const { unmount } = renderHook(() => useLiveUpdates('leave', 82), { wrapper });
    unmount();
    vi.advanceTimersByTime(LIVE_LINGER_MS);
    expect(FakeWebSocket.latest().closedWith).toBe(1000);
  });

  it('opens nothing for a status that is not live, and closes when the status leaves the live ones', () => {
    const { wrapper } = setUp('status');
    const { result, rerender } = renderHook(({ code }) => useLiveUpdates('status', code), {
      wrapper,
      initialProps: { code: 40 },
    });
    expect(result.current).toBe('idle');
    expect(FakeWebSocket.instances).toHaveLength(0);
    rerender({ code: 135 });
    expect(FakeWebSocket.instances).toHaveLength(1);
    rerender({ code: 91 });
    expect(result.current).toBe('idle');
    vi.advanceTimersByTime(LIVE_LINGER_MS);
    expect(FakeWebSocket.latest().closedWith).toBe(1000);
  });

  it('listens anew when a final order is corrected back to live, never reusing the ended connection', () => {
    const { wrapper } = setUp('corrected');
    const { result, rerender } = renderHook(({ code }) => useLiveUpdates('corrected', code), {
      wrapper,
      initialProps: { code: 81 },
    });
    act(() => FakeWebSocket.latest().serverSubscribes());
    // The service closes normally at the final status; the page still shows the order.
    act(() => FakeWebSocket.latest().serverCloses(1000));
    rerender({ code: 91 });
    rerender({ code: 81 });
    expect(FakeWebSocket.instances).toHaveLength(2);
    act(() => FakeWebSocket.latest().serverSubscribes());
    expect(result.current).toBe('live');
  });

  it('reloads the order after a reconnect', async () => {
    const { wrapper, queryClient } = setUp('resync');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useLiveUpdates('resync', 80), { wrapper });
    act(() => FakeWebSocket.latest().serverCloses(1006));
    expect(result.current).toBe('reconnecting');
    await act(() => vi.advanceTimersByTimeAsync(7000));
    act(() => FakeWebSocket.latest().serverSubscribes());
    expect(result.current).toBe('live');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: orderQueryKey('resync') });
  });

  it('keeps an update that arrives while the order is being reloaded, when the answer comes after it', async () => {
    const { wrapper, queryClient, cached } = setUp('race');
    renderHook(() => useLiveUpdates('race', 80), { wrapper });
    act(() => FakeWebSocket.latest().serverSubscribes());
    // The reload's answer was read before the driver moved, and arrives after the socket said so.
    let answer: (order: Order) => void = () => undefined;
    const reload = queryClient.fetchQuery({
      queryKey: orderQueryKey('race'),
      queryFn: () => withLiveUpdates('race', () => new Promise<Order>((resolve) => (answer = resolve))),
    });
    act(() => FakeWebSocket.latest().serverSends({ type: 'locationUpdate', timeDiff: -600_000 }));
    answer(anOrder({ trackingId: 'race', statusCode: 80, timeDiff: 0 }));
    await act(() => reload);
    expect(cached()?.timeDiff).toBe(-600_000);
  });

  it('drops the cached order at once when the service withdraws access', () => {
    const { wrapper, cached } = setUp('revoked');
    renderHook(() => useLiveUpdates('revoked', 80), { wrapper });
    act(() => FakeWebSocket.latest().serverSubscribes());
    expect(cached()).toBeDefined();
    act(() => FakeWebSocket.latest().serverSends({ type: 'unauthorized' }));
    expect(cached()).toBeUndefined();
  });

  it('opens no socket where live updates are switched off (the merchant preview), and says idle', () => {
    const { queryClient } = setUp('preview');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <LiveUpdatesEnabled value={false}>{children}</LiveUpdatesEnabled>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useLiveUpdates('preview', 80), { wrapper });
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(result.current).toBe('idle');
  });

  it('keeps the order live without drawing its page again as the socket opens (the order page)', () => {
    const { wrapper, cached } = setUp('quiet');
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useLiveOrder('quiet', 80);
      },
      { wrapper },
    );
    expect(result.current).toBe(true);
    const rendersBefore = renders;
    act(() => FakeWebSocket.latest().serverSubscribes());
    act(() => FakeWebSocket.latest().serverSends({ type: 'routeUpdate', stopsBefore: 2, timeDiff: 60_000 }));
    expect(renders).toBe(rendersBefore);
    expect(cached()).toMatchObject({ stopsBefore: 2, timeDiff: 60_000 });
  });
});
