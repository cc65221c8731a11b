import { z } from 'zod';
import { TRACKING_ID_PATTERN } from './tracking-id';

/** The tracking id as clients send it; checked before any lookup so malformed ids never reach the store. */
export const trackingIdSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Tracking id is required' : 'Must be one tracking id'),
  })
  .regex(TRACKING_ID_PATTERN, 'Must be a tracking id of 22 letters, digits, - or _');

/** Names of drivers and accounts as the provider's systems send them. */
export const externalKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'Must be 1-64 letters, digits, ., _, : or -');
