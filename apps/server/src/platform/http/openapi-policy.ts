/** What the document says of an operation's policies, from the route's own declarations. */
export interface RoutePolicy {
  /** Under /ingest: a bearer key is checked first. */
  ingest: boolean;
  /** Open to a merchant's key (its account only); else the provider's key only. */
  merchant: boolean;
  /** Reads by tracking id: unknown ids count toward the address's block. */
  guarded: boolean;
  /** The audiences whose projection the answer is (see the order-view charter). */
  audiences: readonly string[];
  /** The write budget, described. */
  budget: string | undefined;
  /** An ingest write: takes an Idempotency-Key. */
  idempotent: boolean;
}

/**
 * The operation's description beside any the route gives: who may call it, what it shows of an order and how
 * often one may call it, taken from the same declarations the service enforces (so the document cannot drift).
 */
export function policyDescription(policy: RoutePolicy): string {
  const who = policy.ingest
    ? policy.merchant
      ? "Bearer key: the provider's (INGEST_API_KEY), or a merchant's for its own account."
      : "Bearer key: the provider's only (INGEST_API_KEY); a merchant's key gets 403."
    : policy.guarded
      ? 'No key: the tracking id in the link is the capability; unknown ids count toward a block of the address.'
      : 'No key.';
  return [
    who,
    policy.audiences.length > 0 && `Shows an order as its ${policy.audiences.join(' or ')} audience sees it.`,
    policy.budget && `Write budget: ${policy.budget}.`,
    policy.idempotent && "Takes an Idempotency-Key: a call sent again with it gets the first call's answer.",
  ]
    .filter(Boolean)
    .join(' ');
}
