import { LIVE_USER_TYPE, SERVICE_PATHS } from '@tracking/core';
import { z } from 'zod';

/** Query of the live socket handshake; the tracking id is checked after the upgrade (it gets `unauthorized`). */
export const liveQuerySchema = z.object({
  trackingId: z.string().optional(),
  user_type: z.literal(LIVE_USER_TYPE, `Must be ${LIVE_USER_TYPE}`),
});

/** Where the live socket answers. */
export const LIVE_PATH = SERVICE_PATHS.live;
