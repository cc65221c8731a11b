import { formatDate, recentDay, type Locale } from '@tracking/core';
import type { TFunction } from 'i18next';

/** A moment as people say it: "Today, 14:32", "Yesterday, 09:10", else "4 Mar 14:32". */
export function timeText(value: string | Date, locale: Locale, now: Date, t: TFunction): string {
  const time = formatDate(value, 'time', locale);
  const day = recentDay(value, now);
  if (day) return t(`time.${day}`, { time });
  return formatDate(value, 'dayTime', locale);
}

/** The day of a moment: "Today", "Yesterday", else "Thu, 5 Mar". */
export function dayText(value: string | Date, locale: Locale, now: Date, t: TFunction): string {
  const day = recentDay(value, now);
  if (day === 'today') return t('time.dayToday');
  if (day === 'yesterday') return t('time.dayYesterday');
  return formatDate(value, 'day', locale);
}

/** A delivery window: "14:00–16:00" on the day of delivery, with the day in front on any other day. */
export function windowText(
  window: { start: string; end: string },
  locale: Locale,
  now: Date,
  t: TFunction,
): string {
  const start = formatDate(window.start, 'time', locale);
  const end = formatDate(window.end, 'time', locale);
  if (recentDay(window.start, now) === 'today') return t('eta.window', { start, end });
  return t('eta.windowOnDay', { day: formatDate(window.start, 'day', locale), start, end });
}
