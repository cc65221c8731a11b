import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInViewport } from './use-in-viewport';

function Part() {
  const [ref, seen] = useInViewport<HTMLDivElement>();
  return <div ref={ref}>{seen ? 'drawn' : 'waiting'}</div>;
}

/** A stand-in IntersectionObserver the test moves: `enter()` reports its element in view. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; live: boolean }[] = [];
  class FakeIntersectionObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, live: true };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.live = false;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers.filter((candidate) => candidate.live))
        observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, report };
}

describe('useInViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits until the element comes into view, then stays seen and stops watching', () => {
    const { observers, report } = fakeObserver();
    render(<Part />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    report(false);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    report(true);
    expect(screen.getByText('drawn')).toBeInTheDocument();
    expect(observers.every((observer) => !observer.live)).toBe(true);
  });

  it('stops watching when the element goes away', () => {
    const { observers } = fakeObserver();
    const { unmount } = render(<Part />);
    unmount();
    expect(observers.every((observer) => !observer.live)).toBe(true);
  });

  it('is in view at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
