/**
 * Who may read an order, each through its own allow-list projection (order-view/audiences/):
 * - owner: the recipient's own link (full access);
 * - share: a household share link (view-only, no door);
 * - calendar: a calendar subscribed to the order's feed;
 * - webhook: the provider's systems, told of the recipient's changes;
 * - anonymised: what the provider still reads of an order after its personal data went.
 */
export const AUDIENCES = ['owner', 'share', 'calendar', 'webhook', 'anonymised'] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * What a feature declares about itself, beside its code, so the conformance suite can hold it to it. Each part
 * is owned by the policy that reads it; a feature leaves out what does not concern it.
 */
export interface FeatureCharter {
  /** The feature folder's name. */
  feature: string;
  /** The audiences whose projections the feature answers with (none: it shows no order). */
  audiences?: readonly Audience[];
  /** What a write may cost (per order, per address); read by the write-budget suite. */
  budgets?: Readonly<Record<string, unknown>>;
  /** What the feature keeps about a person, for anonymising and retention. */
  personalData?: readonly unknown[];
}
