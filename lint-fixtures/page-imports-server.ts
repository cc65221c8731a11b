// as: apps/web/src/lib/bad-fixture.ts
// rejected by: no-restricted-imports
import { routeNotFound } from '@tracking/server/src/platform/http/errors';

export const pageImportsService = routeNotFound;
