import { formatDate, type Locale, type Order } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../../../lib/shared-live-sockets';
import { ConnectionBadge } from './connection-badge';
import { DriverFreshness } from './driver-freshness';
import { liveEta } from './live-eta';
import styles from './live-panel.module.css';

interface LivePanelProps {
  order: Order;
  locale: Locale;
  now: Date;
  liveStatus: LiveStatus;
}

/**
 * Everything the map shows, in words: the estimate and the stops before yours (announced politely as they
 * change), how fresh the driver's position is, the connection, and the address.
 */
export function LivePanel({ order, locale, now, liveStatus }: LivePanelProps) {
  const { t } = useTranslation();
  const { parts, arrival, stopsBefore } = liveEta(order, now);
  const address = order.deliveryAddress;
  return (
    <section className={styles.panel} aria-labelledby="live-map-title">
      <div className={styles.header}>
        <h1 id="live-map-title" className={styles.title}>
          {t('liveMap.title')}
        </h1>
        <ConnectionBadge status={liveStatus} />
      </div>
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
          <p className={styles.around}>{t('eta.around', { time: formatDate(arrival, 'time', locale) })}</p>
        ) : null}
        {stopsBefore !== null ? (
          <p className={styles.stops} data-testid="live-stops">
            {stopsBefore === 0 ? t('eta.nextStop') : t('eta.stopsBefore', { count: stopsBefore })}
          </p>
        ) : null}
      </div>
      <DriverFreshness location={order.driverLocation} locale={locale} />
      <div className={styles.address}>
        <h2 className={styles.label}>{t('order.deliveryAddress')}</h2>
        <p>
          {address.streetAddress}, {address.postalCode} {address.city}
        </p>
      </div>
    </section>
  );
}
