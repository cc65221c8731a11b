const DAY_MS = 24 * 60 * 60 * 1000;

/** What a link gives: the order, or why not (no order of that id, tracking off or anonymised, expired). */
export type OrderAccess = 'ok' | 'forbidden' | 'expired' | 'missing';

export interface AccessFacts {
  trackingEnabled: boolean;
  anonymisedAt: string | null;
  finalAt: string | null;
}

/** When a link stops working: LINK_TTL_DAYS after the order became final; null while it is not final. */
export function linkExpiresAt(finalAt: string | null, linkTtlDays: number): Date | null {
  return finalAt === null ? null : new Date(Date.parse(finalAt) + linkTtlDays * DAY_MS);
}

/**
 * Until when a link surely opens the order: its expiry once the order is final; before that, the earliest it
 * could expire (the order final now). A kept copy of an answer (the page's service worker) is shown no later.
 */
export function linkValidUntil(finalAt: string | null, now: Date, linkTtlDays: number): Date {
  return linkExpiresAt(finalAt, linkTtlDays) ?? new Date(now.getTime() + linkTtlDays * DAY_MS);
}

/** Whether a recipient may see an order: forbidden (tracking off or anonymised) wins over expired. */
export function orderAccess(facts: AccessFacts | undefined, now: Date, linkTtlDays: number): OrderAccess {
  if (!facts) return 'missing';
  if (!facts.trackingEnabled || facts.anonymisedAt !== null) return 'forbidden';
  const expiresAt = linkExpiresAt(facts.finalAt, linkTtlDays);
  if (expiresAt !== null && now.getTime() >= expiresAt.getTime()) return 'expired';
  return 'ok';
}

/** The access facts of an order and its account, as the store holds them. */
export function accessFactsOf(found: {
  order: { anonymisedAt: string | null; finalAt: string | null };
  account: { trackingEnabled: boolean };
}): AccessFacts {
  return {
    trackingEnabled: found.account.trackingEnabled,
    anonymisedAt: found.order.anonymisedAt,
    finalAt: found.order.finalAt,
  };
}
