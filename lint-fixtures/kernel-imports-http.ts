// as: apps/server/src/order-view/bad-fixture.ts
// rejected by: import/no-restricted-paths
import { handleError } from '../platform/http/errors';

export const kernelSpeaksHttp = handleError;
