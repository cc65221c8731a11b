import {
  INSTRUCTIONS_MAX_LENGTH,
  requirementLabel,
  type Account,
  type DeliveryPreferences,
  type DeliveryRequirements,
  type PreferenceCode,
  type PreferencesBody,
  type RequirementLabel,
} from '@tracking/core';

/** The form's fields, named as the service names them in errors[].key. */
export const PREFERENCES_FIELDS = [
  'deliveryPreference',
  'deliverInPerson',
  'instructions',
  'deliveryDate',
] as const;
export type PreferencesField = (typeof PREFERENCES_FIELDS)[number];

/** What the recipient has chosen so far; nothing is chosen for them. */
export interface PreferencesDraft {
  deliveryPreference: PreferenceCode | null;
  deliverInPerson: boolean;
  instructions: string;
  /** Another delivery day from the offered ones (YYYY-MM-DD); null keeps the planned day. */
  deliveryDate: string | null;
}

/** How the in-person hand-over shows: set by the merchant's requirement, ruled out, or the recipient's choice. */
export type InPersonChoice =
  | { kind: 'required'; requirement: Exclude<RequirementLabel, 'outsideDoor'> }
  | { kind: 'alwaysOutside' }
  | { kind: 'choice' };

/** The draft a form starts from: the preferences (and delivery day) saved before, else nothing chosen. */
export function initialDraft(
  saved: DeliveryPreferences | null,
  deliveryDate: string | null = null,
): PreferencesDraft {
  if (!saved) return { deliveryPreference: null, deliverInPerson: false, instructions: '', deliveryDate };
  return {
    deliveryPreference: saved.deliveryPreference,
    deliverInPerson: saved.deliverInPerson,
    instructions: saved.instructions.slice(0, INSTRUCTIONS_MAX_LENGTH),
    deliveryDate,
  };
}

/**
 * Whether the recipient may choose an in-person hand-over. A merchant requirement (id check, signature, in
 * person; by the label precedence) makes it so and cannot be switched off; otherwise an account that always
 * delivers outside rules it out.
 */
export function inPersonChoice(
  requirements: DeliveryRequirements,
  account: Pick<Account, 'alwaysDeliverOutside'>,
): InPersonChoice {
  const requirement = requirementLabel(requirements);
  if (requirement !== 'outsideDoor') return { kind: 'required', requirement };
  return account.alwaysDeliverOutside ? { kind: 'alwaysOutside' } : { kind: 'choice' };
}

/**
 * The body of POST /tracking/preferences, or null while no delivery preference is chosen. The in-person flag
 * is the recipient's own choice, so it is sent only where they could make it; likewise the delivery day, only
 * where days are offered.
 */
export function preferencesBody(
  draft: PreferencesDraft,
  choice: InPersonChoice,
  offersDays = false,
): PreferencesBody | null {
  if (draft.deliveryPreference === null) return null;
  return {
    deliveryPreference: draft.deliveryPreference,
    deliverInPerson: choice.kind === 'choice' && draft.deliverInPerson,
    instructions: draft.instructions.trim(),
    ...(offersDays ? { deliveryDate: draft.deliveryDate } : {}),
  };
}
