import type { AddEventInput, CreateOrderInput, IngestOrderView, UpdateOrderInput } from '@tracking/core';
import { conflict, orderNotFound, Outcome } from '../../platform/outcomes/outcome';
import type { OrderRecord, OrderUpdate } from '../../order-view/store/order-view-store';
import { noLastStep, type InTransaction, type Store } from '../../store/store';
import type { DomainDeps } from '../../order-view/deps';
import { providerDoorstep } from '../../order-view/projection/doorstep-urls';
import { linkExpiresAt } from '../../order-view/order-access';
import type { OrderViews } from '../../order-view/order-views';
import { statusChange } from '../../order-view/status-change';
import { newTrackingId } from '../../order-view/tracking-id';
import { keepDeliveryTrail } from '../../order-view/delivery-trail';
import { recordWebhook, statusEvents } from '../../order-view/webhook-events';
import { applyOrderAccount } from './accounts-service';
import { canonicalHash } from './canonical-json';

const externalIdTaken = () =>
  new Outcome('conflict', 'The account has another order with this externalId', [
    { key: 'externalId', message: 'Taken by an order created with a different body' },
  ]);

/**
 * The order of the account with the create's externalId, when there is one: the same body sent again gets it;
 * a different body under a taken id is a conflict. Orders kept from before bodies were fingerprinted match any.
 */
async function knownOrder(tx: Store, input: CreateOrderInput, fingerprint: string) {
  if (input.externalId === undefined) return undefined;
  const [known] = await tx.findOrdersByExternalId(input.externalId, input.accountId);
  if (!known) return undefined;
  if (known.createFingerprint !== null && known.createFingerprint !== fingerprint) throw externalIdTaken();
  return known.trackingId;
}

function newOrderRecord(input: CreateOrderInput, at: string): OrderRecord {
  return {
    trackingId: newTrackingId(),
    externalId: input.externalId ?? null,
    accountId: input.accountId,
    ...statusChange({ statusCode: input.statusCode, finalAt: null }, input.statusCode, at),
    promisedTime: input.promisedTime,
    timeDiffMs: 0,
    deliveryWindow: input.deliveryWindow,
    deliveryAddress: input.deliveryAddress,
    pickupAddress: input.pickupAddress,
    serviceType: input.serviceType,
    deliveryRequirements: input.deliveryRequirements,
    deliveryPreferences: null,
    preferencesConfirmedAt: null,
    availableDeliveryDates: input.availableDeliveryDates,
    deliveryDate: null,
    driverId: input.driverId,
    anonymisedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** The plain field changes of a patch (status changes are handled apart: they add a timeline event). */
function fieldChanges(patch: UpdateOrderInput): Partial<OrderRecord> {
  const { statusCode: _status, timeDiff, ...fields } = patch;
  const changes: Partial<OrderRecord> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (timeDiff !== undefined) changes.timeDiffMs = timeDiff;
  return changes;
}

/** True when the recipient's chosen day is no longer among the offered days the patch sets. */
function isWithdrawn(chosen: string | null, offered: string[] | undefined): boolean {
  return chosen !== null && offered !== undefined && !offered.includes(chosen);
}

/** What creating an order answers: the order, and whether this call created it (or found it by externalId). */
export interface Created {
  created: boolean;
  order: IngestOrderView;
}

/** Writes from the provider's systems: orders and their timeline. Each write's `lastStep` joins its transaction. */
export function createOrderIngest(deps: DomainDeps, views: OrderViews) {
  const { store, changes, now, linkTtlDays } = deps;
  /** The provider sees the recipient's view (whatever the link's access) plus the keys it manages. */
  async function view(from: Store, trackingId: string): Promise<IngestOrderView> {
    const found = await from.findOrderWithAccount(trackingId);
    if (!found) throw orderNotFound();
    const { order } = found;
    const [recipientView, doorstep] = await Promise.all([
      views.view(from, found),
      from.findDoorstep(trackingId),
    ]);
    return {
      ...recipientView,
      // The photo through the ingest API: the recipient's address takes the tracking id, not the key.
      doorstep: providerDoorstep(trackingId, doorstep),
      externalId: order.externalId,
      accountId: order.accountId,
      driverId: order.driverId,
      linkExpiresAt: linkExpiresAt(order.finalAt, linkTtlDays)?.toISOString() ?? null,
      anonymisedAt: order.anonymisedAt,
    };
  }

  /** Records the events of a status change in the outbox, in the transaction of the change. */
  async function recordStatus(
    tx: Store,
    order: Pick<OrderRecord, 'trackingId' | 'externalId' | 'accountId'>,
    previous: number | null,
    statusCode: number,
    at: string,
  ): Promise<void> {
    for (const event of statusEvents(order, previous, statusCode, at))
      await recordWebhook(deps, tx, event, new Date(at), { accountId: order.accountId });
  }

  /** The order a write applies to; anonymised orders take no more writes. */
  async function writableOrder(from: Store, trackingId: string): Promise<OrderRecord> {
    const order = await from.findOrder(trackingId);
    if (!order) throw orderNotFound();
    if (order.anonymisedAt !== null) throw conflict('Order has been anonymised');
    return order;
  }

  return {
    /** The order as the provider reads it; `from` a transaction to read it with other rows at one moment. */
    view: (trackingId: string, from: Store = store) => view(from, trackingId),

    /**
     * Creates an order. With an externalId its account already has: the same body returns that order untouched
     * (created: false), a different one is a 409 naming externalId.
     */
    async createOrder(
      input: CreateOrderInput,
      lastStep: InTransaction<Created> = noLastStep,
    ): Promise<Created> {
      const fingerprint = canonicalHash(input);
      let accountChanged = false;
      const result = await store.transaction(async (tx) => {
        const created = await createIn(tx);
        await lastStep(tx, created);
        return created;
      });
      async function createIn(tx: Store): Promise<Created> {
        const known = await knownOrder(tx, input, fingerprint);
        if (known) return { created: false, order: await view(tx, known) };
        const at = now().toISOString();
        accountChanged = await applyOrderAccount(tx, input.accountId, input.account, at);
        const order = newOrderRecord(input, at);
        if (!(await tx.insertOrder(order, fingerprint))) {
          // Another request created the same externalId between our read and our insert.
          const winner = await knownOrder(tx, input, fingerprint);
          return { created: false, order: await view(tx, winner ?? order.trackingId) };
        }
        await tx.appendEvent(order.trackingId, { statusCode: order.statusCode, at, imageUrls: [] });
        await recordStatus(tx, order, null, order.statusCode, at);
        return { created: true, order: await view(tx, order.trackingId) };
      }
      if (accountChanged) changes.publish({ kind: 'accountDetails', accountId: input.accountId });
      if (result.created) deps.webhooks?.recorded();
      return result;
    },

    /** Changes fields; a new status code appends a timeline event. */
    async updateOrder(
      trackingId: string,
      patch: UpdateOrderInput,
      lastStep: InTransaction<IngestOrderView> = noLastStep,
    ): Promise<IngestOrderView> {
      const result = await store.transaction(async (tx) => {
        const order = await writableOrder(tx, trackingId);
        const at = now().toISOString();
        const update: OrderUpdate = { ...fieldChanges(patch), updatedAt: at };
        if (isWithdrawn(order.deliveryDate, patch.availableDeliveryDates)) update.deliveryDate = null;
        if (patch.statusCode !== undefined && patch.statusCode !== order.statusCode) {
          Object.assign(update, statusChange(order, patch.statusCode, at));
          await tx.appendEvent(trackingId, { statusCode: patch.statusCode, at, imageUrls: [] });
          await keepDeliveryTrail(tx, order, { statusCode: patch.statusCode, at, location: null });
          await recordStatus(tx, order, order.statusCode, patch.statusCode, at);
        }
        await tx.updateOrder(trackingId, update);
        const updated = await view(tx, trackingId);
        await lastStep(tx, updated);
        return { order: updated, driverId: order.driverId };
      });
      changes.publish({ kind: 'order', trackingId, driverId: result.driverId ?? undefined });
      deps.webhooks?.recorded();
      return result.order;
    },

    /** Adds a timeline event; when it is the newest, the order takes its status. */
    async addEvent(
      trackingId: string,
      input: AddEventInput,
      lastStep: InTransaction<IngestOrderView> = noLastStep,
    ): Promise<IngestOrderView> {
      const { result, statusMoved, driverId } = await store.transaction(async (tx) => {
        const order = await writableOrder(tx, trackingId);
        const at = input.at ?? now().toISOString();
        const latest = (await tx.listEvents(trackingId)).at(-1);
        await tx.appendEvent(trackingId, {
          statusCode: input.statusCode,
          at,
          imageUrls: input.imageUrls,
          location: input.location ?? null,
        });
        const newest = !latest || at >= latest.at;
        if (newest) {
          const update = { ...statusChange(order, input.statusCode, at), updatedAt: now().toISOString() };
          await tx.updateOrder(trackingId, update);
          if (input.statusCode !== order.statusCode)
            await recordStatus(tx, order, order.statusCode, input.statusCode, at);
          await keepDeliveryTrail(tx, order, {
            statusCode: input.statusCode,
            at,
            location: input.location ?? null,
          });
        }
        const added = await view(tx, trackingId);
        await lastStep(tx, added);
        return { result: added, statusMoved: newest, driverId: order.driverId };
      });
      if (statusMoved) deps.webhooks?.recorded();
      // An earlier event only adds to the timeline.
      changes.publish(
        statusMoved
          ? { kind: 'order', trackingId, driverId: driverId ?? undefined }
          : { kind: 'details', trackingId },
      );
      return result;
    },
  };
}

export type OrderIngest = ReturnType<typeof createOrderIngest>;
