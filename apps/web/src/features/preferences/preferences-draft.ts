import {
  INSTRUCTIONS_MAX_LENGTH,
  PREFERENCE_CODE_VALUES,
  type InPersonChoice,
  type DeliveryPreferences,
  type PreferenceCode,
  type PreferencesBody,
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
 * The draft of a form the service sent back with a refusal (posted without scripts): what was sent, named as
 * the form posts it, over the draft the order gives.
 */
export function draftFromPosted(draft: PreferencesDraft, posted: Record<string, string>): PreferencesDraft {
  // An unticked box sends nothing: every field counts as the form's, so its absence says "not ticked".
  return draftAtHydration(draft, { value: (name) => posted[name] ?? null, has: () => true });
}

/** The fields of the server's HTML of the form, as they stand when the page hydrates. */
interface FieldsAtHydration {
  value(name: PreferencesField): string | null;
  has(name: PreferencesField): boolean;
}

/**
 * The draft with what the recipient chose or typed in the server's HTML before the page's script ran, named as
 * the form posts them: a preference code, the in-person box where the form has it, the instructions and the
 * delivery day (its list before the script's calendar: '' is the planned day).
 */
export function draftAtHydration(draft: PreferencesDraft, fields: FieldsAtHydration): PreferencesDraft {
  const code = Number(fields.value('deliveryPreference'));
  const chosen = PREFERENCE_CODE_VALUES.find((value) => value === code);
  const instructions = fields.value('instructions');
  const day = fields.value('deliveryDate');
  return {
    ...draft,
    deliveryDate: day === null ? draft.deliveryDate : day || null,
    deliveryPreference: chosen ?? draft.deliveryPreference,
    deliverInPerson: fields.has('deliverInPerson')
      ? fields.value('deliverInPerson') !== null
      : draft.deliverInPerson,
    instructions: instructions?.slice(0, INSTRUCTIONS_MAX_LENGTH) ?? draft.instructions,
  };
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
