import { INSTRUCTIONS_MAX_LENGTH } from '@tracking/core';

/** The fields of the preferences form, as the page names them. */
export const PREFERENCES_FORM_FIELDS = [
  'deliveryPreference',
  'deliverInPerson',
  'instructions',
  'deliveryDate',
] as const;

/**
 * The preferences form as a browser posts it without scripts (application/x-www-form-urlencoded), as the body
 * the JSON route takes, for the same schema to judge: `deliveryPreference` a number when it is one (else left as
 * sent, so the schema names the field), `deliverInPerson` ticked or not, `instructions` cut to their limit and
 * trimmed as the page cuts and trims them, and `deliveryDate` only when the form has the field (empty: the planned day).
 */
export function preferencesFromForm(fields: URLSearchParams): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const preference = fields.get('deliveryPreference');
  if (preference !== null)
    body.deliveryPreference = /^\d{1,3}$/.test(preference) ? Number(preference) : preference;
  body.deliverInPerson = fields.get('deliverInPerson') === 'true';
  body.instructions = (fields.get('instructions') ?? '').slice(0, INSTRUCTIONS_MAX_LENGTH).trim();
  const day = fields.get('deliveryDate');
  if (day !== null) body.deliveryDate = day === '' ? null : day;
  return body;
}
