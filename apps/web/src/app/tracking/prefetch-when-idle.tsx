import { useEffect } from 'react';
import { afterPageIdle } from '../../lib/after-page-idle';

/**
 * Starts `load` once the page has loaded and the browser is idle. Placed beside a page in its Suspense
 * boundary, it mounts only when that page is on screen, so the prefetch never competes with the page itself.
 */
export function PrefetchWhenIdle({ load }: { load: () => void }) {
  useEffect(() => afterPageIdle(load), [load]);
  return null;
}
