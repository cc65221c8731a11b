import { formatDate, type Locale, type Order } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ZoneNote } from '../../../lib/zone-note';
import { buttonClassName } from '../../../ui/button';
import { etaView } from './eta-view';
import { dayText, deliveryDayText, windowText } from './time-text';
import { calibratedWindowText } from './eta-window-text';
import styles from './eta-card.module.css';

interface EtaCardProps {
  order: Order;
  locale: Locale;
  now: Date;
  /** The live map while the driver is on the way (and near enough, when the merchant limits it). */
  liveMapHref: string | null;
  /** While the merchant hides the driver until it is this many stops away: said instead of the map button. */
  mapOpensAtStops?: number | null;
}

/** The big answer to "when does it come?": countdown, day, window, or when it ended. */
export function EtaCard({ order, locale, now, liveMapHref, mapOpensAtStops = null }: EtaCardProps) {
  const { t } = useTranslation();
  const view = etaView(order, now);
  const zone = order.timeZone;
  const windowLine = order.deliveryWindow ? windowText(order.deliveryWindow, locale, zone, now, t) : null;
  const around = (arrival: Date) => t('eta.around', { time: formatDate(arrival, 'time', locale, zone) });
  // Beside an estimate only: the window the last month's deliveries say this one will fall in.
  const calibrated =
    order.etaWindow && (view.kind === 'countdown' || view.kind === 'day')
      ? calibratedWindowText(order.etaWindow, locale, zone, t)
      : null;

  let label = t('eta.estimatedArrival');
  let value: string | null = null;
  let lines: string[] = [];
  switch (view.kind) {
    case 'final':
      label = view.delivered ? t('eta.delivered') : t('eta.lastUpdate');
      value = view.at ? formatDate(view.at, 'time', locale, zone) : null;
      lines = view.at ? [dayText(view.at, locale, zone, now, t)] : [];
      break;
    case 'countdown':
      value = t(`eta.${view.parts.kind}`, view.parts.kind === 'soon' ? {} : view.parts);
      lines = [around(view.arrival), ...(windowLine ? [windowLine] : [])];
      break;
    case 'day':
      label = t('eta.expectedDelivery');
      value = deliveryDayText(view.arrival, locale, zone, now, t);
      lines = [windowLine ?? around(view.arrival)];
      break;
    case 'window':
      label = t('eta.expectedDelivery');
      value = deliveryDayText(view.start, locale, zone, now, t);
      lines = windowLine ? [windowLine] : [];
      break;
    case 'unknown':
      lines = [t('eta.unknown')];
  }
  const stops =
    (liveMapHref || mapOpensAtStops !== null) && order.stopsBefore !== null ? order.stopsBefore : null;

  return (
    <section className={styles.card} aria-labelledby="eta-label" data-testid="eta-card">
      <h2 id="eta-label" className={styles.label}>
        {label}
      </h2>
      {value ? (
        <p
          className={`${styles.value} ${view.kind === 'final' && view.delivered ? styles.done : ''}`}
          data-testid="eta-value"
        >
          {value}
        </p>
      ) : null}
      {lines.map((line, index) => (
        <p key={line} className={view.kind === 'unknown' ? styles.muted : styles.line}>
          {line}
          {index === 0 && view.kind !== 'unknown' ? <ZoneNote timeZone={zone} now={now} /> : null}
        </p>
      ))}
      {calibrated ? (
        <p className={styles.line} data-testid="eta-window">
          {calibrated}
        </p>
      ) : null}
      {stops !== null ? (
        <p className={styles.stops}>
          {stops === 0 ? t('eta.nextStop') : t('eta.stopsBefore', { count: stops })}
        </p>
      ) : null}
      {mapOpensAtStops !== null ? (
        <p className={styles.line} data-testid="map-opens-near">
          {t('liveMap.nearOnly', { count: mapOpensAtStops })}
        </p>
      ) : null}
      {liveMapHref ? (
        <Link to={liveMapHref} className={`${buttonClassName({ fullWidth: true })} ${styles.action}`}>
          {t('eta.openLiveMap')}
        </Link>
      ) : null}
    </section>
  );
}
