import { canSavePreferences } from '@tracking/core';
import { accessDenied, conflict } from '../errors';
import type { Store } from '../store/store';
import type { OrderViews, OrderWithAccount } from './order-views';

/**
 * The order behind a link while the recipient may still change it (preferences, the doorstep card): the link's
 * answer (404, 403, 410) when it gives no access, 409 once the driver is on the way or the order is final.
 */
export async function changeableOrder(
  views: OrderViews,
  from: Store,
  trackingId: string,
): Promise<OrderWithAccount> {
  const result = await views.link(from, trackingId);
  if (result.access !== 'ok') throw accessDenied(result.access);
  if (!canSavePreferences(result.found.order)) throw conflict('Preferences can no longer be changed');
  return result.found;
}
