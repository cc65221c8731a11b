import type { FieldErrorEntry } from './api-client';

/** A service's field errors sorted for a form: the fields it has that were refused, and the rest. */
export interface FormErrors<F extends string> {
  fields: ReadonlySet<F>;
  /** Errors about something the form has no field for (an unknown key, say): shown for the whole form. */
  other: readonly FieldErrorEntry[];
}

/**
 * Sorts errors[] of an error body by the form's fields. A key names a field by itself or as the first part
 * of a path ("instructions", "instructions.0").
 */
export function formErrors<F extends string>(
  errors: readonly FieldErrorEntry[],
  formFields: readonly F[],
): FormErrors<F> {
  const fields = new Set<F>();
  const other: FieldErrorEntry[] = [];
  for (const error of errors) {
    const field = formFields.find((name) => error.key === name || error.key.startsWith(`${name}.`));
    if (field) fields.add(field);
    else other.push(error);
  }
  return { fields, other };
}
