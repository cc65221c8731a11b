import type { RouteBudget } from '../platform/security/write-budget';

/**
 * What a feature promises, declared once in its folder (`features/<name>/<name>-charter.ts`) and read by the
 * conformance tests: the budgets its routes take (attached to each route through `config.budget`). Other parts of
 * the promise (who sees which fields, what it keeps about a person) join as optional fields.
 */
export interface FeatureCharter {
  feature: string;
  /** The budget of each route that writes or has a side effect, by a name the feature chooses. */
  budgets?: Readonly<Record<string, RouteBudget>>;
}
