// as: apps/server/src/platform/bad-fixture.ts
// rejected by: import/no-restricted-paths
import { registerShareRoutes } from '../features/share/share-routes';

export const platformKnowsFeature = registerShareRoutes;
