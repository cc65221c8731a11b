// as: apps/server/src/store/bad-fixture.ts
// rejected by: import/no-restricted-paths
import { createOrderViews } from '../order-view/order-views';

export const storeReadsViews = createOrderViews;
