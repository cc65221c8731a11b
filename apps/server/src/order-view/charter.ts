import type { RouteBudget } from '../platform/security/write-budget';
import type { PersonalData } from './personal-data';

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
 * What a feature promises, declared once in its folder (`features/<name>/<name>-charter.ts`) and read by the
 * conformance tests, so a forgotten policy fails `npm test` instead of reaching a recipient. Each policy is its
 * own optional field.
 */
export interface FeatureCharter {
  feature: string;
  /** The audiences whose projections the feature answers with (none: it shows no order). */
  audiences?: readonly Audience[];
  /** The budget of each route that writes or has a side effect, by a name the feature chooses. */
  budgets?: Readonly<Record<string, RouteBudget>>;
  /** What it keeps about a person, registered with anonymising and retention. */
  personalData?: PersonalData;
}
