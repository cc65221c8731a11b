import { DAY, HOUR, MINUTE, type WriteBudget } from '../platform/security/write-budget';

/**
 * Saving the delivery preferences, from the page (JSON) or its form without scripts (the pages feature): one
 * budget for both ways in. Each change reports a `preferences.updated` webhook.
 */
export const PREFERENCES_BUDGET: WriteBudget = {
  name: 'preferences',
  perOrder: [
    { count: 10, seconds: MINUTE },
    { count: 50, seconds: DAY },
  ],
  perAddress: [{ count: 60, seconds: MINUTE }],
};

/** Sending feedback on a final order, from the page (JSON) or its form without scripts: one budget for both. */
export const FEEDBACK_BUDGET: WriteBudget = {
  name: 'feedback',
  perOrder: [],
  perOrderInStore:
    'FEEDBACK_PER_HOUR sends per order, counted in the store (429 beyond, the last one stands)',
  perAddress: [{ count: 60, seconds: MINUTE }],
};

/**
 * Every change of the doorstep card (PUT, DELETE, or its form without scripts): each moves the pin or the photo
 * and reports a webhook.
 */
export const DOORSTEP_CARD_BUDGET: WriteBudget = {
  name: 'doorstep',
  perOrder: [
    { count: 10, seconds: MINUTE },
    { count: 50, seconds: DAY },
  ],
  perAddress: [{ count: 60, seconds: MINUTE }],
};

/**
 * A change carrying a new doorstep photo, drawn once the form is read (only then is a photo known to be there) and
 * before the photo is decoded. Issue #29 limits the upload itself; the two meet here.
 */
export const DOORSTEP_PHOTO_BUDGET: WriteBudget = {
  name: 'doorstep-photo',
  perOrder: [{ count: 5, seconds: HOUR }],
  perAddress: [{ count: 20, seconds: HOUR }],
};
