import type { Locale, Order } from '@tracking/core';
import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { OptionalPart } from '../../../ui/error-boundary';

// Only orders the ETA engine has estimated (driver on the way, or done) have a history: its code loads for them.
const EtaHistory = lazyPart(
  () => import('./eta-history'),
  (module) => module.EtaHistory,
);

/** Whether the order has an estimate history to show: two estimates or more. */
export const showsEtaHistory = (order: Pick<Order, 'etaHistory'>): boolean => order.etaHistory.length >= 2;

/** The card's code, for an order that shows it: a server-rendered page has it in before it hydrates. */
export const loadEtaHistory = (order: Pick<Order, 'etaHistory'>): Promise<unknown> =>
  showsEtaHistory(order) ? EtaHistory.load() : Promise.resolve();

/**
 * The estimate history card, fetched only when the order has two estimates or more to show. The server renders it
 * in words (its chart waits for the browser) and preloads its chunk; the browser hydrates the page once it is in
 * (a boundary still waiting for its code when an update reaches it would be dropped and drawn again).
 */
export function LazyEtaHistory({
  order,
  locale,
}: {
  order: Pick<Order, 'etaHistory' | 'timeZone'> & Partial<Pick<Order, 'etaWindow' | 'etaRecord'>>;
  locale: Locale;
}) {
  if (!showsEtaHistory(order)) return null;
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <EtaHistory order={order} locale={locale} />
      </Suspense>
    </OptionalPart>
  );
}
