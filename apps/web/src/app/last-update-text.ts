import { formatDate, recentDay, type Locale } from '@tracking/core';

/**
 * When the page last heard from the service, as the offline notice says it in `timeZone`: the time alone today
 * ("14:02"), else the day and time in the page's format ("4 Mar 14:02").
 */
export function lastUpdateText(at: number, locale: Locale, timeZone: string, now: Date): string {
  const moment = new Date(at);
  return recentDay(moment, now, timeZone) === 'today'
    ? formatDate(moment, 'time', locale, timeZone)
    : formatDate(moment, 'dayTime', locale, timeZone);
}
