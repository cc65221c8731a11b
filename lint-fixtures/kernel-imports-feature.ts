// as: apps/server/src/order-view/bad-fixture.ts
// rejected by: import/no-restricted-paths
import { createShareLinks } from '../features/share/share-service';

export const kernelKnowsFeature = createShareLinks;
