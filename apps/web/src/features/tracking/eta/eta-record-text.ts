import { languageTag, type EtaRecord, type Locale } from '@tracking/core';
import type { TFunction } from 'i18next';

// Apart from the window's text (beside the countdown, on the critical path): only the lazy estimate history card
// says the record.

/** The merchant's record: "This merchant's windows were kept for 87% of 1,204 deliveries in the last 30 days". */
export function etaRecordText(record: EtaRecord, locale: Locale, t: TFunction): string {
  const tag = languageTag(locale);
  return t('etaHistory.record', {
    count: record.deliveries,
    deliveries: new Intl.NumberFormat(tag).format(record.deliveries),
    percent: new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(record.kept),
    days: record.days,
  });
}
