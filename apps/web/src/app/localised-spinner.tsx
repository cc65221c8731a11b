import { DEFAULT_LOCALE, isSupportedLocale } from '@tracking/core';
import i18next from 'i18next';
import { LOADING_LABELS } from '../i18n/locale-choice';
import { PageSpinner } from '../ui/spinner';

/** The centred page spinner, labelled in the page's language even before its translations arrive. */
export function LocalisedSpinner() {
  const language = i18next.language;
  return <PageSpinner label={LOADING_LABELS[isSupportedLocale(language) ? language : DEFAULT_LOCALE]} />;
}
