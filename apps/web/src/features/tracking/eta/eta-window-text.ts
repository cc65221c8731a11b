import { formatDate, type Locale } from '@tracking/core';
import type { TFunction } from 'i18next';

/** The window's coverage as "N in 10", rounded down so the page never promises more than was kept. */
export function inTen(coverage: number): number {
  return Math.floor(coverage * 10 + 1e-9);
}

/** The calibrated window beside the countdown: "14:05–14:25, 8 in 10 arrive in this window". */
export function calibratedWindowText(
  window: { from: string; to: string; coverage: number },
  locale: Locale,
  timeZone: string,
  t: TFunction,
): string {
  return t('eta.calibratedWindow', {
    from: formatDate(window.from, 'time', locale, timeZone),
    to: formatDate(window.to, 'time', locale, timeZone),
    share: inTen(window.coverage),
  });
}
