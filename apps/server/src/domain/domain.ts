import type { DomainDeps } from './deps';
import { createDrivers } from './drivers';
import { createOrderIngest } from './order-ingest';
import { createOrderTracking } from './order-tracking';

/** Every write and read the routes (and the demo) go through. */
export function createDomain(deps: DomainDeps) {
  return {
    ingest: createOrderIngest(deps),
    tracking: createOrderTracking(deps),
    drivers: createDrivers(deps),
  };
}

export type Domain = ReturnType<typeof createDomain>;
