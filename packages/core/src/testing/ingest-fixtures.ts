import type { CreateOrderBody } from '../ingest/ingest-schema';
import type { DeliveryAddress } from '../order/order-schema';

/** A Copenhagen address with coordinates, so the order has a place on the live map. */
export const VESTERBROGADE: DeliveryAddress = {
  streetAddress: 'Vesterbrogade 32',
  postalCode: '1620',
  city: 'København V',
  country_code: 'DK',
  lat: 55.6727,
  lng: 12.5572,
};

/**
 * The smallest order body the ingest API takes (every other field has its default), for the server's tests,
 * the browser tests, the benchmarks and the reliability runs to extend.
 */
export function ingestOrderBody(overrides: Partial<CreateOrderBody> = {}): CreateOrderBody {
  return {
    accountId: 'acme',
    account: { name: 'Acme Parcels' },
    deliveryAddress: VESTERBROGADE,
    ...overrides,
  };
}
