import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * What to tell the recipient about a refused call, in the page's language: the text of the error's code (the
 * service's own message is English, for logs and clients; the page decides on codes and words them itself), or
 * the generic text when no answer arrived.
 */
export function errorText(error: unknown, t: TFunction): string {
  const code = error instanceof ApiError ? error.code : null;
  return code ? t(`errors.code.${code}`) : t('errors.generic');
}
