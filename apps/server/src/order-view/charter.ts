import type { PersonalData } from './personal-data';

/**
 * What a feature declares about itself, one `<name>-charter.ts` per feature; conformance tests read every
 * charter, so a forgotten policy fails `npm test`. Each policy is its own optional field.
 */
export interface FeatureCharter {
  /** What it keeps about a person, registered with anonymising and retention. */
  personalData?: PersonalData;
}
