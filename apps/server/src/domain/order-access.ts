const DAY_MS = 24 * 60 * 60 * 1000;

export type OrderAccess = 'ok' | 'forbidden' | 'expired';

export interface AccessFacts {
  trackingEnabled: boolean;
  anonymisedAt: string | null;
  finalAt: string | null;
}

/** When a link stops working: LINK_TTL_DAYS after the order became final; null while it is not final. */
export function linkExpiresAt(finalAt: string | null, linkTtlDays: number): Date | null {
  return finalAt === null ? null : new Date(Date.parse(finalAt) + linkTtlDays * DAY_MS);
}

/** Whether a recipient may see an order: forbidden (tracking off or anonymised) wins over expired. */
export function orderAccess(facts: AccessFacts, now: Date, linkTtlDays: number): OrderAccess {
  if (!facts.trackingEnabled || facts.anonymisedAt !== null) return 'forbidden';
  const expiresAt = linkExpiresAt(facts.finalAt, linkTtlDays);
  if (expiresAt !== null && now.getTime() >= expiresAt.getTime()) return 'expired';
  return 'ok';
}
