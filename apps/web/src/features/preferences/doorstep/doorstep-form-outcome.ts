import {
  DOORSTEP_FORM_FLAG,
  DOORSTEP_FORM_OUTCOMES,
  type DoorstepFormOutcome,
  type ErrorCode,
} from '@tracking/core';
import { ApiError } from '../../../lib/api-client';

/** What the card's form without scripts did, as the service's answer named it in the query; null for none. */
export function doorstepFormOutcome(search: string): DoorstepFormOutcome | null {
  const named = new URLSearchParams(search).get(DOORSTEP_FORM_FLAG);
  return DOORSTEP_FORM_OUTCOMES.find((outcome) => outcome === named) ?? null;
}

const REFUSAL_STATUS: Partial<Record<ErrorCode, number>> = {
  invalid_request: 400,
  conflict: 409,
  too_many_requests: 429,
  unavailable: 503,
};

/** A refusal the form came back with, as the error the card's own request would have given (else null). */
export function doorstepFormError(outcome: DoorstepFormOutcome | null): ApiError | null {
  if (outcome === null || outcome === 'saved' || outcome === 'removed') return null;
  if (outcome === 'tooBig') return new ApiError('', 413);
  if (outcome === 'photo') return new ApiError('', 400, [{ key: 'photo', message: '' }]);
  return new ApiError('', REFUSAL_STATUS[outcome] ?? 400, [], outcome);
}
