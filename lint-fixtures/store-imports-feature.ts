// as: apps/server/src/store/bad-fixture.ts
// rejected by: import/no-restricted-paths
import { insertShareLink } from '../features/share/share-store';

export const storeKnowsFeature = insertShareLink;
