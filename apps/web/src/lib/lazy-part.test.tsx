import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from './chunk-reload';
import { PartAttempt, lazyPart } from './lazy-part';

/** Shows "failed" for an error below it. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const Part = () => <p>loaded</p>;

/** A part whose code fails to load until `arrive()` is called. */
function partLoadingAfter() {
  let available = false;
  const load = vi.fn(() =>
    available
      ? Promise.resolve({ Part })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  return { load, LazyPart: lazyPart(load, (module) => module.Part), arrive: () => (available = true) };
}

describe('lazyPart', () => {
  it('stays failed until its part tries again, then loads its code afresh (no reload)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The session's one reload was spent: a failure is thrown, not reloaded.
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const { load, LazyPart, arrive } = partLoadingAfter();
    const page = (attempt: number) => (
      <PartAttempt.Provider value={attempt}>
        <Boundary key={attempt}>
          <Suspense fallback={<p>loading</p>}>
            <LazyPart />
          </Suspense>
        </Boundary>
      </PartAttempt.Provider>
    );
    const { rerender } = render(page(0));
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    rerender(page(1));
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a preload that failed: no reload, and its render loads the code afresh', async () => {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    const { load, LazyPart, arrive } = partLoadingAfter();
    LazyPart.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    arrive();
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <LazyPart />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
