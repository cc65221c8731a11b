import { driverShownAt, isLiveStatus, type Locale, type Order } from '@tracking/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useLiveOrder } from '../../../lib/use-live-updates';
import { useNow } from '../../../lib/use-now';
import { PageBody, PageHero } from '../../../ui/page-shell';
import { EtaCard } from '../eta/eta-card';
import { LazyEtaHistory } from '../eta/lazy-eta-history';
import { Timeline } from '../timeline/timeline';
import { LazyDeliveryProof } from './lazy-delivery-proof';
import { HelpCard } from './help-card';
import { JourneyBar } from './journey-bar';
import { OrderDetails } from './order-details';
import { statusText } from './status-text';
import styles from './order-page.module.css';

interface OrderPageProps {
  order: Order;
  locale: Locale;
  /** The page's query, kept on links so the skip-preferences flag survives. */
  search: string;
  /** The feedback card of a final order, given by the route so the features stay apart. */
  feedback?: ReactNode;
  /** Buttons beside the order (add to calendar, share), given by the route. */
  actions?: ReactNode;
  /** A notice above the order, e.g. that it is a shared view. */
  notice?: ReactNode;
}

/**
 * The order page: status and estimate up top; then the actions, the timeline and what followed it (proof, how
 * the estimate moved, feedback); then the details and where to get help, in a column of their own on a wide
 * screen, aligned with the estimate above.
 */
export function OrderPage({ order, locale, search, feedback, actions, notice }: OrderPageProps) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  // While the driver is on the way the estimate and the stops before follow the live socket.
  useLiveOrder(order.trackingId, order.statusCode);
  const status = statusText(i18n, order.statusCode);
  const merchant = order.account.name;
  const live = isLiveStatus(order.statusCode);
  // The merchant may show the driver only when near: till then the card says when the map opens, and the
  // button appears by itself once a live update brings the driver within range.
  const maxStopsBefore = order.account.liveMapMaxStopsBefore;
  const driverShown = driverShownAt(maxStopsBefore, order.stopsBefore);
  const liveMapHref = live && driverShown ? paths.liveTracking.href(order.trackingId, locale, search) : null;
  const mapOpensAtStops = live && !driverShown ? maxStopsBefore : null;

  return (
    <>
      <title>{t('order.documentTitle', { status: status.title, merchant })}</title>
      <PageHero className={styles.hero}>
        <div className={styles.status}>
          <p className={styles.eyebrow}>{t('order.parcelFrom', { merchant })}</p>
          <h1 className={styles.title}>{status.title}</h1>
          <p className={styles.description}>{status.description}</p>
          <JourneyBar statusCode={order.statusCode} />
        </div>
        <EtaCard
          order={order}
          locale={locale}
          now={now}
          liveMapHref={liveMapHref}
          mapOpensAtStops={mapOpensAtStops}
        />
      </PageHero>
      <PageBody className={styles.body}>
        {notice ? <div className={styles.notice}>{notice}</div> : null}
        {/* What happened and what to do about it; beside it on a wide screen, what the order is. */}
        <div className={styles.main}>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          <div className={styles.card}>
            <Timeline order={order} locale={locale} now={now} search={search} />
          </div>
          <LazyDeliveryProof order={order} locale={locale} />
          <LazyEtaHistory order={order} locale={locale} />
          {feedback}
        </div>
        <div className={styles.aside}>
          <OrderDetails order={order} locale={locale} search={search} />
          <HelpCard locale={locale} />
        </div>
      </PageBody>
    </>
  );
}
