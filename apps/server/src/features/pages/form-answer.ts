import type { Outcome } from '../../platform/outcomes/outcome';
import { OUTCOME_STATUS } from '../../platform/http/outcome-status';
import type { FormAnswer } from './server-render';

/** The longest value of a field given back to a form (longer values are refused by the schema anyway). */
const KEPT_VALUE_MAX = 2_000;

/**
 * A form's refusal as the page rendered again shows it: the status and code, the errors by field, and what was
 * sent in the form's own fields (not others, not longer than a field can be), so nothing typed is lost.
 */
export function formAnswerOf(error: Outcome, fields: URLSearchParams, names: readonly string[]): FormAnswer {
  const { code, message } = error;
  const sent: Record<string, string> = {};
  for (const name of names) {
    const value = fields.get(name);
    if (value !== null) sent[name] = value.slice(0, KEPT_VALUE_MAX);
  }
  return { status: OUTCOME_STATUS[code], code, message, errors: error.errors ?? [], fields: sent };
}
