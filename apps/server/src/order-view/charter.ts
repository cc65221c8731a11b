import type { RouteBudget } from '../platform/security/write-budget';
import type { PersonalData } from './personal-data';

/**
 * What a feature promises, declared once in its folder (`features/<name>/<name>-charter.ts`) and read by the
 * conformance tests, so a forgotten policy fails `npm test` instead of reaching a recipient. Each policy is its
 * own optional field.
 */
export interface FeatureCharter {
  feature: string;
  /** The budget of each route that writes or has a side effect, by a name the feature chooses. */
  budgets?: Readonly<Record<string, RouteBudget>>;
  /** What it keeps about a person, registered with anonymising and retention. */
  personalData?: PersonalData;
}
