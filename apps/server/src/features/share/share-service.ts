import { MAX_SHARE_LINKS, type Order, type ShareLink } from '@tracking/core';
import { accessDenied, conflict, forbidden, Outcome } from '../../platform/outcomes/outcome';
import type { ShareLinkRecord } from '../../order-view/store/order-view-store';
import type { Store } from '../../store/store';
import type { DomainDeps } from '../../order-view/deps';
import { linkExpiresAt } from '../../order-view/order-access';
import type { CurrentView, OrderViews } from '../../order-view/order-views';
import { encodedAnswer, viewOfAnswer } from '../../order-view/view-cache/order-view-cache';
import { shareView } from '../../order-view/projection/share-view';
import { newTrackingId } from '../../order-view/tracking-id';

/** What an id opens, unread (see `open`). */
export interface OpenedLink {
  trackingId: string;
  version: Buffer;
  /** Until when the link surely opens the order (see CurrentView). */
  validUntil: Date;
  read: () => Order;
  viewed: () => void;
}

export const shareLinkNotFound = () => new Outcome('share_link_not_found', 'Share link not found');
const tooManyShareLinks = () =>
  conflict(`An order has at most ${MAX_SHARE_LINKS} share links; revoke one to make another`);

/**
 * Household share links: view-only ids of the tracking id's shape. Every public read takes either id (the
 * service decides what an id is); a share id opens the order as the share view shows it, and only while the
 * order's own link works. Writes (preferences, feedback, sharing) take the order's own tracking id only.
 */
export function createShareLinks(deps: DomainDeps, views: OrderViews) {
  const { store, now, linkTtlDays } = deps;

  /** The order behind the recipient's own link (403 for a share id: a shared view changes nothing). */
  async function owned(from: Store, trackingId: string) {
    await refuseShareId(trackingId, from);
    const result = await views.link(from, trackingId);
    if (result.access !== 'ok') throw accessDenied(result.access);
    return result.found;
  }

  /** A view-only id of an order: one of its share links, or the id its calendar feed is subscribed with. */
  const viewOnlyLink = async (id: string, from: Store = store) =>
    (await from.findShareLink(id)) ?? (await from.findCalendarFeed(id));

  async function refuseShareId(id: string, from: Store = store): Promise<void> {
    if (await viewOnlyLink(id, from)) throw forbidden();
  }

  /**
   * What an id opens now, from the order views in memory: the order's own tracking id, the share id when it is
   * one, and the link's access with the order's own encoded answer. `opening`: the recipient opened the link
   * (its page or the page's read), not the service reading it for itself.
   */
  async function resolve(
    id: string,
    opening = false,
  ): Promise<CurrentView & { trackingId: string; shareId?: string }> {
    const own = await views.current(id, opening);
    if (own.access !== 'missing') return { ...own, trackingId: id };
    const share = await viewOnlyLink(id);
    if (!share) return { ...own, trackingId: id };
    const shared = await views.current(share.trackingId);
    return { ...shared, trackingId: share.trackingId, shareId: share.shareId };
  }

  /**
   * The answer of `GET /tracking/` for an id: the order's own, or its share view, and until when the link surely
   * gives it; 404, 403 or 410 otherwise.
   */
  async function trackAnswer(id: string): Promise<{ answer: Buffer; validUntil: Date }> {
    const opened = await resolve(id, true);
    if (opened.access !== 'ok') throw accessDenied(opened.access);
    const { validUntil } = opened;
    if (!opened.shareId) return { answer: opened.answer, validUntil };
    return { answer: encodedAnswer(shareView(viewOfAnswer(opened.answer), opened.shareId)), validUntil };
  }

  /**
   * What an id opens, unread: the order's own tracking id, the encoded answer the view would be read from (while
   * the order views in memory keep it, that same buffer stands for an unchanged view), how to read the view (the
   * share view for a share id), and `viewed` to count a page shown with it (the merchant's stats).
   */
  async function open(id: string, opening = true): Promise<OpenedLink> {
    const opened = await resolve(id, opening);
    if (opened.access !== 'ok') throw accessDenied(opened.access);
    const { answer, shareId, accountId } = opened;
    return {
      trackingId: opened.trackingId,
      version: answer,
      validUntil: opened.validUntil,
      read: () => (shareId ? shareView(viewOfAnswer(answer), shareId) : viewOfAnswer(answer)),
      viewed: () => deps.usage?.count(accountId, 'pageViews', now()),
    };
  }

  /**
   * What `open(id)` gives for an order's own id this instance holds, without a read; undefined for anything
   * `open` must judge (a share id, a first open to report, an expired link, an order not kept here).
   */
  function keptOpen(id: string): OpenedLink | undefined {
    const kept = views.keptAnswer(id);
    if (!kept) return undefined;
    const { answer, accountId } = kept;
    return {
      trackingId: id,
      version: answer,
      validUntil: kept.validUntil,
      read: () => viewOfAnswer(answer),
      viewed: () => deps.usage?.count(accountId, 'pageViews', now()),
    };
  }

  /** The view behind an id (the share view for a share id) and the order's own tracking id. */
  async function trackWithOwner(id: string): Promise<{ order: Order; trackingId: string }> {
    const opened = await open(id, false);
    return { order: opened.read(), trackingId: opened.trackingId };
  }

  const asShareLink = (link: ShareLinkRecord, finalAt: string | null, origin: string): ShareLink => ({
    shareId: link.shareId,
    url: `${origin}/${encodeURIComponent(link.shareId)}`,
    expiresAt: linkExpiresAt(finalAt, linkTtlDays)?.toISOString() ?? null,
  });

  return {
    refuseShareId,

    resolve,
    open,
    keptOpen,
    trackAnswer,
    trackWithOwner,

    /** Makes a new share link; the sixth live one is refused (409). */
    async create(trackingId: string, origin: string): Promise<ShareLink> {
      const { link, order } = await store.transaction(async (tx) => {
        const { order } = await owned(tx, trackingId);
        if ((await tx.listShareLinks(trackingId)).length >= MAX_SHARE_LINKS) throw tooManyShareLinks();
        const link = { shareId: newTrackingId(), trackingId, createdAt: now().toISOString() };
        await tx.insertShareLink(link);
        return { link, order };
      });
      deps.usage?.count(order.accountId, 'shareLinks', now());
      return asShareLink(link, order.finalAt, origin);
    },

    async list(trackingId: string, origin: string): Promise<ShareLink[]> {
      const { order } = await owned(store, trackingId);
      const links = await store.listShareLinks(trackingId);
      return links.map((link) => asShareLink(link, order.finalAt, origin));
    },

    /**
     * The view-only id the order's calendar feed is subscribed with, made on first use: the owner's calendar gets
     * it instead of the tracking id; a share or calendar id is view-only already and stays itself.
     */
    async calendarId(id: string): Promise<string> {
      const opened = await resolve(id);
      if (opened.access !== 'ok') throw accessDenied(opened.access);
      if (opened.shareId) return opened.shareId;
      const { shareId, made } = await store.transaction(async (tx) => {
        const known = await tx.findCalendarFeedOf(opened.trackingId);
        if (known) return { shareId: known.shareId, made: false };
        const link = {
          shareId: newTrackingId(),
          trackingId: opened.trackingId,
          createdAt: now().toISOString(),
        };
        await tx.insertCalendarFeed(link);
        return { shareId: link.shareId, made: true };
      });
      if (made) deps.usage?.count(opened.accountId, 'calendarEntries', now());
      return shareId;
    },

    /**
     * Revokes a share link, or the calendar feed's id, at once: its pages get `unauthorized` on every instance (published on the share id's
     * channel, which each socket opened through it listens to), and the id answers 404 from now on.
     */
    async revoke(trackingId: string, shareId: string): Promise<void> {
      await owned(store, trackingId);
      const deleted =
        (await store.deleteShareLink(trackingId, shareId)) ||
        (await store.deleteCalendarFeed(trackingId, shareId));
      if (!deleted) throw shareLinkNotFound();
      deps.outlet.publish(shareId, { type: 'unauthorized' });
    },
  };
}

export type ShareLinks = ReturnType<typeof createShareLinks>;
