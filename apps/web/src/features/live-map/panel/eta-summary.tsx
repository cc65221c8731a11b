import { formatDate, type Locale } from '@tracking/core';
import { memo } from 'react';
import { ZoneNote } from '../../../lib/zone-note';
import { useTranslation } from 'react-i18next';
import { sameReading, type LiveEta } from './live-eta';
import styles from './live-panel.module.css';

interface EtaSummaryProps {
  eta: LiveEta;
  locale: Locale;
  /** The delivery address's zone, which the time is read in. */
  timeZone: string;
  now: Date;
}

/**
 * The estimate and the stops before yours, in a polite live region: a screen reader hears them again when
 * they read differently. A driver move that changes neither leaves this untouched (no render at all).
 */
export const EtaSummary = memo(
  function EtaSummary({ eta: { parts, arrival, stopsBefore }, locale, timeZone, now }: EtaSummaryProps) {
    const { t } = useTranslation();
    return (
      <div className={styles.eta} aria-live="polite" aria-atomic="true">
        <h2 className={styles.label}>{t('eta.estimatedArrival')}</h2>
        {parts ? (
          <p className={styles.value} data-testid="live-eta">
            {t(`eta.${parts.kind}`, parts.kind === 'soon' ? {} : parts)}
          </p>
        ) : (
          <p className={styles.around}>{t('eta.unknown')}</p>
        )}
        {arrival ? (
          <p className={styles.around}>
            {t('eta.around', { time: formatDate(arrival, 'time', locale, timeZone) })}
            <ZoneNote timeZone={timeZone} now={now} />
          </p>
        ) : null}
        {stopsBefore !== null ? (
          <p className={styles.stops} data-testid="live-stops">
            {stopsBefore === 0 ? t('eta.nextStop') : t('eta.stopsBefore', { count: stopsBefore })}
          </p>
        ) : null}
      </div>
    );
  },
  (before, after) =>
    before.locale === after.locale &&
    before.timeZone === after.timeZone &&
    sameReading(before.eta, after.eta),
);
