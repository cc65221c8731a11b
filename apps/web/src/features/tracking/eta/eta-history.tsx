import { formatDate, type Locale, type Order } from '@tracking/core';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../lib/lazy-part';
import { useHydrated } from '../../../lib/use-hydrated';
import { useInViewport } from '../../../lib/use-in-viewport';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { OptionalPart } from '../../../ui/error-boundary';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { NOTICEABLE_SHIFT_MS, etaHistorySummary, shiftMinutes } from './eta-history-summary';
import { etaRecordText } from './eta-record-text';
import styles from './eta-history.module.css';

// Chart.js is a chunk of its own, fetched once the chart's place comes into view: never on the order page's
// critical path, and a phone loading a live order (the chart below the fold) does not pay for its draw. Its library
// touches window as it loads, so only the browser draws it, after hydration, in the placeholder's space.
const LineChart = lazyPart(
  () => import('../../../ui/chart'),
  (module) => module.LineChart,
);

interface EtaHistoryProps {
  order: Pick<Order, 'etaHistory' | 'timeZone'> & Partial<Pick<Order, 'etaWindow' | 'etaRecord'>>;
  locale: Locale;
}

/**
 * How the estimated arrival moved over the day, and why it last moved: a small chart (collapsible) with the same
 * estimates in a table for screen readers, the arrival window shaded on it, and how often the merchant's windows
 * held. Nothing shows until the engine has made two estimates.
 */
export function EtaHistory({ order, locale }: EtaHistoryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const hydrated = useHydrated();
  const [body, inViewport] = useInViewport<HTMLDivElement>();
  const drawn = open && hydrated && inViewport;
  const id = useId();
  const summary = useMemo(() => etaHistorySummary(order.etaHistory), [order.etaHistory]);
  if (!summary) return null;

  const time = (ms: number) => formatDate(new Date(ms), 'time', locale, order.timeZone);
  const shiftText = (shiftMs: number) =>
    Math.abs(shiftMs) < NOTICEABLE_SHIFT_MS
      ? t('etaHistory.unchanged')
      : t(shiftMs > 0 ? 'etaHistory.later' : 'etaHistory.earlier', { minutes: shiftMinutes(shiftMs) });
  const { first, latest, lastMove } = summary;
  const points = summary.rows.map((row) => ({ x: row.at, y: row.arrival }));
  const window = order.etaWindow ?? null;
  const band = window ? { from: Date.parse(window.from), to: Date.parse(window.to) } : undefined;
  const chartLabel = [
    t('etaHistory.chartLabel', { from: time(first.at), to: time(latest.at) }),
    ...(band ? [t('etaHistory.chartBand', { from: time(band.from), to: time(band.to) })] : []),
  ].join('. ');

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="eta-history">
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('etaHistory.title')}
        </h2>
        <Button
          variant="tertiary-color"
          size="small"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {open ? t('etaHistory.hide') : t('etaHistory.show')}
        </Button>
      </div>
      <p className={styles.latest}>
        <span>{t('etaHistory.latest', { time: time(latest.arrival) })}</span>{' '}
        <Badge variant={summary.shiftMs >= NOTICEABLE_SHIFT_MS ? 'warning' : 'brand'}>
          {shiftText(summary.shiftMs)}
        </Badge>
      </p>
      <p className={styles.line}>
        {t('etaHistory.first', { at: time(first.at), time: time(first.arrival) })}
      </p>
      {lastMove && lastMove.row.reason ? (
        <p className={styles.reason}>
          {t('etaHistory.lastChange', { at: time(lastMove.row.at), shift: shiftText(lastMove.shiftMs) })}{' '}
          {t(`etaHistory.reason.${lastMove.row.reason}`)}
        </p>
      ) : null}
      {order.etaRecord ? (
        <p className={styles.line} data-testid="eta-record">
          {etaRecordText(order.etaRecord, locale, t)}
        </p>
      ) : null}
      <div id={`${id}-body`} ref={body} hidden={!open} className={styles.body}>
        {open && !drawn ? <div className={styles.placeholder} /> : null}
        {drawn ? (
          <OptionalPart>
            <Suspense fallback={<div className={styles.placeholder} />}>
              <LineChart
                points={points}
                formatX={time}
                formatY={time}
                highlightLast
                timeAxesZone={order.timeZone}
                band={band}
                label={chartLabel}
              />
            </Suspense>
          </OptionalPart>
        ) : null}
        <VisuallyHidden as="div">
          <table>
            <caption>{t('etaHistory.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('etaHistory.table.madeAt')}</th>
                <th scope="col">{t('etaHistory.table.arrival')}</th>
                <th scope="col">{t('etaHistory.table.why')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.rows.map((row, index) => (
                <tr key={`${row.at}-${index}`}>
                  <td>{time(row.at)}</td>
                  <td>{time(row.arrival)}</td>
                  <td>
                    {index === 0
                      ? t('etaHistory.table.firstEstimate')
                      : row.reason
                        ? t(`etaHistory.reason.${row.reason}`)
                        : t('etaHistory.unchanged')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      </div>
    </section>
  );
}
