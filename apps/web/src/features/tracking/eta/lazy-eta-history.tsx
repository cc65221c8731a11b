import type { Locale, Order } from '@tracking/core';
import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { OptionalPart } from '../../../ui/error-boundary';

// Only orders the ETA engine has estimated (driver on the way, or done) have a history: its code loads for them.
const EtaHistory = lazyPart(
  () => import('./eta-history'),
  (module) => module.EtaHistory,
);

/**
 * The estimate history card, fetched only when the order has two estimates or more to show. The server renders it
 * in words (its chart waits for the browser); the browser hydrates it once its chunk is in, which it asks for
 * when hydration reaches it: it is not needed for the first view.
 */
export function LazyEtaHistory({
  order,
  locale,
}: {
  order: Pick<Order, 'etaHistory' | 'timeZone'> & Partial<Pick<Order, 'etaWindow' | 'etaRecord'>>;
  locale: Locale;
}) {
  if (order.etaHistory.length < 2) return null;
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <EtaHistory order={order} locale={locale} />
      </Suspense>
    </OptionalPart>
  );
}
