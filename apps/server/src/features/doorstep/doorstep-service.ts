import type { Order } from '@tracking/core';
import { accessDenied, invalidRequest, Outcome, orderNotFound } from '../../platform/outcomes/outcome';
import type { DoorstepPhotoRecord } from './doorstep-store';
import type { Store } from '../../store/store';
import { changeableOrder, viewAfterRecipientChange } from '../../order-view/changeable-order';
import type { DomainDeps } from '../../order-view/deps';
import type { OrderViews } from '../../order-view/order-views';
import { doorstepUpdated, recordWebhook } from '../../order-view/webhook-events';
import { DecodeGate } from './decode-gate';
import { encodePhoto, PHOTO_DECODE_LIMITS, planPhoto, type EncodedPhoto } from './encode-photo';

export const doorstepPhotoNotFound = () =>
  new Outcome('doorstep_photo_not_found', 'Doorstep photo not found');

/** What a recipient sends for the doorstep card: the pin, and the photo as uploaded (left out: keep the one there). */
export interface DoorstepUpload {
  photo: Buffer | undefined;
  lat: number;
  lng: number;
}

/**
 * The recipient's doorstep card: a photo and a pin, set, replaced and removed while preferences can change (the
 * same rule and answer). Each change is an order change: it commits with its `preferences.updated` webhook, the
 * order's views are dropped everywhere, and the change feed moves.
 */
export function createDoorstepCard(deps: DomainDeps, views: OrderViews) {
  const { store, now, changes } = deps;
  const decodes = new DecodeGate(PHOTO_DECODE_LIMITS);

  /**
   * A photo's way to the decoder (the route drew its budget already): the decoders' queue looked at first (a 503
   * then costs no header read), its header read and judged (400, free), then its turn among the decodes.
   */
  async function encodeWithinBudget(photo: Buffer): Promise<EncodedPhoto> {
    decodes.refuseWhenFull();
    const plan = await planPhoto(photo);
    return decodes.run(plan.costBytes, () => encodePhoto(photo, plan));
  }

  /** Runs `change` on a changeable order, then records the webhook and returns the view, in one transaction. */
  async function changeCard(trackingId: string, change: (tx: Store, at: string) => Promise<void>) {
    const saved = await store.transaction(async (tx) => {
      const found = await changeableOrder(views, tx, trackingId);
      const moment = now();
      const at = moment.toISOString();
      const before = await tx.findDoorstep(trackingId);
      await change(tx, at);
      await tx.updateOrder(trackingId, { updatedAt: at });
      const after = await tx.findDoorstep(trackingId);
      const event = doorstepUpdated(found.order, after, moment);
      await recordWebhook(deps, tx, event, moment, { accountId: found.order.accountId });
      const view = await viewAfterRecipientChange(deps, views, tx, found, { updatedAt: at }, moment);
      return { view, accountId: found.order.accountId, newCard: !before && after !== undefined };
    });
    // The card travels in the live messages: an open page shows a change made elsewhere at once.
    changes.publish({ kind: 'details', trackingId, live: true });
    deps.webhooks?.recorded();
    if (saved.newCard) deps.usage?.count(saved.accountId, 'doorstepCards', now());
    return saved.view;
  }

  return {
    /**
     * Sets or replaces the card, or only moves the pin when no photo is sent; a new photo is decoded and encoded
     * again before the transaction starts, within the process's decode budget.
     */
    async save(trackingId: string, upload: DoorstepUpload): Promise<Order> {
      // Refused before the (costly) decoding when the order cannot change anyway.
      await changeableOrder(views, store, trackingId);
      const encoded = upload.photo && (await encodeWithinBudget(upload.photo));
      return changeCard(trackingId, async (tx, at) => {
        const photo = encoded
          ? { photo: encoded.webp, photoVersion: encoded.version }
          : await tx.findDoorstepPhoto(trackingId);
        if (!photo) throw invalidRequest([{ key: 'photo', message: 'Required' }]);
        await tx.saveDoorstep(trackingId, { ...photo, lat: upload.lat, lng: upload.lng, updatedAt: at });
      });
    },

    /** Removes the card; removing none is not an error (the answer is the same order). */
    async remove(trackingId: string): Promise<Order> {
      return changeCard(trackingId, async (tx) => {
        await tx.deleteDoorstep(trackingId);
      });
    },

    /** The photo for the holder of the tracking id: the same answers as reading the order when there is none. */
    async recipientPhoto(trackingId: string): Promise<DoorstepPhotoRecord> {
      const current = await views.current(trackingId);
      if (current.access !== 'ok') throw accessDenied(current.access);
      const photo = await store.findDoorstepPhoto(trackingId);
      if (!photo) throw doorstepPhotoNotFound();
      return photo;
    },

    /** The photo for the provider (ingest API): any order it has, anonymised ones have none. */
    async providerPhoto(trackingId: string): Promise<DoorstepPhotoRecord> {
      if (!(await store.findOrder(trackingId))) throw orderNotFound();
      const photo = await store.findDoorstepPhoto(trackingId);
      if (!photo) throw doorstepPhotoNotFound();
      return photo;
    },
  };
}

export type DoorstepCard = ReturnType<typeof createDoorstepCard>;
