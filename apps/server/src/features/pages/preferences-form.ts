/**
 * The preferences form as a browser posts it without scripts (application/x-www-form-urlencoded), as the body
 * the JSON route takes, for the same schema to judge: `deliveryPreference` a number when it is one (else left as
 * sent, so the schema names the field), `deliverInPerson` ticked or not, `instructions` trimmed as the page trims
 * them, and `deliveryDate` only when the form has the field (empty: the planned day).
 */
export function preferencesFromForm(fields: URLSearchParams): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const preference = fields.get('deliveryPreference');
  if (preference !== null)
    body.deliveryPreference = /^\d{1,3}$/.test(preference) ? Number(preference) : preference;
  body.deliverInPerson = fields.get('deliverInPerson') === 'true';
  body.instructions = (fields.get('instructions') ?? '').trim();
  const day = fields.get('deliveryDate');
  if (day !== null) body.deliveryDate = day === '' ? null : day;
  return body;
}
