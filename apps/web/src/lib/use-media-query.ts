import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; follows changes such as a rotated phone. The server render (and the
 * hydration of its HTML) cannot know the screen: they take `serverValue`, then the browser's answer follows.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
