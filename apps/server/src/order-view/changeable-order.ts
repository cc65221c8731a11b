import { canSavePreferences, type Order } from '@tracking/core';
import { accessDenied, conflict } from '../platform/outcomes/outcome';
import type { OrderRecord } from './store/order-view-store';
import type { Store } from '../store/store';
import type { DomainDeps } from './deps';
import type { OrderViews, OrderWithAccount } from './order-views';
import { preferencesUpdated, recordWebhook } from './webhook-events';

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

/**
 * The order's view once a recipient's change (`written`, already in `tx`) is made, with the `preferences.updated`
 * event that reports it recorded in the same transaction, so the two commit together.
 */
export async function viewAfterRecipientChange(
  deps: Pick<DomainDeps, 'webhooks'>,
  views: OrderViews,
  tx: Store,
  { order, account }: OrderWithAccount,
  written: Partial<OrderRecord>,
  moment: Date,
): Promise<Order> {
  const view = await views.view(tx, { order: { ...order, ...written }, account });
  const doorstep = await tx.findDoorstep(order.trackingId);
  const event = preferencesUpdated(order, view, doorstep, moment);
  const subject = { accountId: order.accountId, coalesceFor: order.trackingId };
  await recordWebhook(deps, tx, event, moment, subject);
  return view;
}
