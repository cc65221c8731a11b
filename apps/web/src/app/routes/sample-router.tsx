import { useMemo, useState, type ReactNode } from 'react';
import { Router, createPath, parsePath, type Location, type Navigator, type To } from 'react-router';

interface History {
  entries: Location[];
  index: number;
}

const toLocation = (to: To, key: string, state: unknown = null): Location => {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? '/', search: path.search ?? '', hash: path.hash ?? '', state, key };
};

/**
 * A router whose history lives in memory, for the preview's sample pages: their links move within the frame and
 * never change its address. Built on the router the page already ships (MemoryRouter would add its own history
 * code to the order page's entry bundle).
 */
export function SampleRouter({ start, children }: { start: string; children: ReactNode }) {
  const [history, setHistory] = useState<History>(() => ({
    entries: [toLocation(start, 'start')],
    index: 0,
  }));
  const navigator = useMemo<Navigator>(() => {
    const key = () => Math.random().toString(36).slice(2, 10);
    return {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta) =>
        setHistory(({ entries, index }) => ({
          entries,
          index: Math.min(Math.max(index + delta, 0), entries.length - 1),
        })),
      push: (to, state) =>
        setHistory(({ entries, index }) => ({
          entries: [...entries.slice(0, index + 1), toLocation(to, key(), state)],
          index: index + 1,
        })),
      replace: (to, state) =>
        setHistory(({ entries, index }) => ({
          entries: entries.map((entry, at) => (at === index ? toLocation(to, key(), state) : entry)),
          index,
        })),
    };
  }, []);
  const location = history.entries[history.index] ?? toLocation(start, 'start');
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
