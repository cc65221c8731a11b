import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder } from '@tracking/core/testing';
import { FakeWebSocket } from '../test/fake-web-socket';
import { orderQueryKey } from './order-query-key';

describe('useLiveUpdates before the socket code is in', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    // A fresh module: the socket code not loaded yet, as on a page that was just hydrated.
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the page at once, then opens the socket and reports its state when the code arrives', async () => {
    const { useLiveUpdates } = await import('./use-live-updates');
    const queryClient = new QueryClient();
    queryClient.setQueryData(orderQueryKey('late'), anOrder({ trackingId: 'late', statusCode: 80 }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLiveUpdates('late', 80), { wrapper });
    expect(result.current).toBe('idle');
    expect(FakeWebSocket.instances).toHaveLength(0);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(result.current).toBe('connecting');
    act(() => FakeWebSocket.latest().serverSubscribes());
    expect(result.current).toBe('live');
  });

  it('opens nothing when the page is gone before the code arrives', async () => {
    const { useLiveUpdates, loadLiveConnections } = await import('./use-live-updates');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveUpdates('gone', 81), { wrapper });
    unmount();
    await loadLiveConnections();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
