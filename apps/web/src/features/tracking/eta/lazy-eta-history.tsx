import type { Locale, Order } from '@tracking/core';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../../../lib/chunk-reload';

// Only orders the ETA engine has estimated (driver on the way, or done) have a history: its code loads for them.
const EtaHistory = lazy(() =>
  loadChunk(() => import('./eta-history')).then((module) => ({ default: module.EtaHistory })),
);

/**
 * The estimate history card, fetched only when the order has two estimates or more to show. The server renders it
 * in words (its chart waits for the browser); the browser hydrates it once its chunk is in, which it asks for
 * when hydration reaches it: it is not needed for the first view.
 */
export function LazyEtaHistory({ order, locale }: { order: Pick<Order, 'etaHistory'>; locale: Locale }) {
  if (order.etaHistory.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <EtaHistory order={order} locale={locale} />
    </Suspense>
  );
}
