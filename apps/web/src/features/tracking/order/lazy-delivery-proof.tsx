import type { Locale, Order } from '@tracking/core';
import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { OptionalPart } from '../../../ui/error-boundary';

const DeliveryProofCard = lazyPart(
  () => import('./delivery-proof-card'),
  (module) => module.DeliveryProofCard,
);

/**
 * The proof card, fetched only for a delivery that brought a photo or a place: most orders never show it, so it
 * stays off the order page's first load. The server renders it in place; the browser hydrates it once its chunk
 * is in.
 */
export function LazyDeliveryProof({
  order,
  locale,
}: {
  order: Pick<Order, 'deliveryProof' | 'doorstep' | 'timeZone'>;
  locale: Locale;
}) {
  const proof = order.deliveryProof;
  if (!proof || (proof.imageUrls.length === 0 && proof.location === null)) return null;
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <DeliveryProofCard order={order} locale={locale} />
      </Suspense>
    </OptionalPart>
  );
}
