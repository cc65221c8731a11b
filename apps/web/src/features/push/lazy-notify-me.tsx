import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useHydrated } from '../../lib/use-hydrated';
import { OptionalPart } from '../../ui/error-boundary';

const NotifyMe = lazyPart(
  () => import('./notify-me'),
  (module) => module.NotifyMe,
);

/**
 * "Notify me", its code loaded once the page runs: the control shows only after the page's service worker is
 * ready, never in the server's HTML, so it is no part of the first paint (nor of hydration).
 */
export function LazyNotifyMe(props: ComponentProps<typeof NotifyMe>) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <NotifyMe {...props} />
      </Suspense>
    </OptionalPart>
  );
}
