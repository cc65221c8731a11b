// as: apps/server/src/features/share/bad-fixture-service.ts
// rejected by: import/no-restricted-paths
import { routeNotFound } from '../../platform/http/errors';

export const serviceSpeaksHttp = routeNotFound;
