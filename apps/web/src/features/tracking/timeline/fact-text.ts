import { formatDate, type Locale, type StepFact } from '@tracking/core';
import type { TFunction } from 'i18next';
import { windowText } from '../eta/time-text';

/** One fact of a timeline step in the recipient's words: "Place: at your door", "Delivery window 14:00–16:00". */
export function factText(fact: StepFact, locale: Locale, timeZone: string, now: Date, t: TFunction): string {
  switch (fact.kind) {
    case 'window':
      return windowText(fact, locale, timeZone, now, t);
    case 'place':
      return t(`timeline.fact.place.${fact.place}`);
    case 'handOver':
      return t(`timeline.fact.handOver.${fact.check ?? 'inPerson'}`);
    case 'instructions':
      return t('timeline.fact.instructions', { text: fact.text });
    case 'newDay':
      return t('timeline.fact.newDay', { day: formatDate(fact.day, 'day', locale, timeZone) });
  }
}
