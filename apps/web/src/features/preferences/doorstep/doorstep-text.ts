import { DOORSTEP_PHOTO_MAX_BYTES } from '@tracking/core';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

/** The largest photo the service takes; a bigger one is refused here before it is sent. */
export const PHOTO_MAX_BYTES = DOORSTEP_PHOTO_MAX_BYTES;

/** Types the file chooser offers (the service decides from the bytes, whatever the type says). */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** What to tell the recipient when the card was not saved: a photo that is not one, too big, or the refusal's code. */
export function doorstepErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 413) return t('doorstep.errors.tooBig');
  if (error instanceof ApiError && error.fieldErrors.some((entry) => entry.key === 'photo'))
    return t('doorstep.errors.photo');
  return errorText(error, t);
}
