import { statusTextKeys } from '@tracking/core';
import type { i18n as I18n } from 'i18next';

/** Title and description of a status; a code the page does not know yet gets the generic update text. */
export function statusText(i18n: I18n, statusCode: number): { title: string; description: string } {
  const keys = statusTextKeys(statusCode);
  const known = i18n.exists(keys.title);
  return {
    title: i18n.t(known ? keys.title : 'status.unknown.title'),
    description: i18n.t(known ? keys.description : 'status.unknown.description'),
  };
}
