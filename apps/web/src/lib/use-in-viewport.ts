import { useCallback, useRef, useState } from 'react';

/**
 * Whether the element (given through the returned ref) has come into the viewport; once it has, it stays true.
 * A costly drawing below the fold (a chart) waits for it, so loading the page on a phone does not pay for what
 * is not in view (and what is drawn as it comes in is seen drawing). Where the browser cannot tell (no
 * IntersectionObserver), it is in view at once.
 */
export function useInViewport<T extends Element>(): [(element: T | null) => void, boolean] {
  const [seen, setSeen] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const watching = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watching.disconnect();
      setSeen(true);
    });
    watching.observe(element);
    observer.current = watching;
  }, []);
  return [ref, seen];
}
