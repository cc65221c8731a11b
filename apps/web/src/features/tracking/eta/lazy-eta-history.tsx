import type { Locale, Order } from '@tracking/core';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../../../lib/chunk-reload';
import { useHydrated } from '../../../lib/use-hydrated';

// Only orders the ETA engine has estimated (driver on the way, or done) have a history: its code loads for them.
const EtaHistory = lazy(() =>
  loadChunk(() => import('./eta-history')).then((module) => ({ default: module.EtaHistory })),
);

/**
 * The estimate history card, fetched only when the order has two estimates or more to show, and drawn by the
 * browser once it has taken over the server's HTML: the chart is not needed for the first view, and its library
 * cannot run on the server.
 */
export function LazyEtaHistory({ order, locale }: { order: Pick<Order, 'etaHistory'>; locale: Locale }) {
  const hydrated = useHydrated();
  if (!hydrated || order.etaHistory.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <EtaHistory order={order} locale={locale} />
    </Suspense>
  );
}
