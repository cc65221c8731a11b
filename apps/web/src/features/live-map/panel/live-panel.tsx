import type { Locale, Order, OrderAddress } from '@tracking/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../../../lib/shared-live-sockets';
import { ConnectionBadge } from './connection-badge';
import { DriverFreshness } from './driver-freshness';
import { EtaSummary } from './eta-summary';
import { liveEta } from './live-eta';
import styles from './live-panel.module.css';

interface LivePanelProps {
  order: Order;
  locale: Locale;
  now: Date;
  liveStatus: LiveStatus;
  /** Controls below the address (the "Notify me" toggle). */
  children?: ReactNode;
}

// Each part renders only when what it shows changes: a driver move re-renders the freshness line alone.

const PanelHeader = memo(function PanelHeader({ liveStatus }: { liveStatus: LiveStatus }) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <h1 id="live-map-title" className={styles.title}>
        {t('liveMap.title')}
      </h1>
      <ConnectionBadge status={liveStatus} />
    </div>
  );
});

const AddressBlock = memo(function AddressBlock({ address }: { address: OrderAddress }) {
  const { t } = useTranslation();
  return (
    <div className={styles.address}>
      <h2 className={styles.label}>{t('order.deliveryAddress')}</h2>
      <p>
        {/* A shared view's address has no street or postal code. */}
        {[address.streetAddress, [address.postalCode, address.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')}
      </p>
    </div>
  );
});

/**
 * Everything the map shows, in words: the estimate and the stops before yours (announced politely as they
 * change), how fresh the driver's position is, the connection, and the address.
 */
export function LivePanel({ order, locale, now, liveStatus, children }: LivePanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="live-map-title">
      <PanelHeader liveStatus={liveStatus} />
      <EtaSummary eta={liveEta(order, now)} locale={locale} timeZone={order.timeZone} now={now} />
      <DriverFreshness location={order.driverLocation} locale={locale} />
      <AddressBlock address={order.deliveryAddress} />
      {children}
    </section>
  );
}
