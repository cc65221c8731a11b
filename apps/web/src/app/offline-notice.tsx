import { useQueryClient } from '@tanstack/react-query';
import { isSupportedLocale, type Order } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { useLastHeard } from '../lib/last-heard';
import { orderQueryKey } from '../lib/order-query-key';
import { useAddress } from '../lib/router';
import { useNow } from '../lib/use-now';
import { useOnline } from '../lib/use-online';
import { Alert } from '../ui/alert';
import { lastUpdateText } from './last-update-text';
import styles from './offline-notice.module.css';

/**
 * Says the page is offline while the browser has no network, and when it last heard from the service. What the
 * page shows stays on screen (the last order and position, also after a reload: the service worker keeps them);
 * the live socket reconnects by itself on `online`. A page that has received nothing (an order not kept on this
 * device) says only that it is offline: there is nothing "last received" to show.
 */
export function OfflineNotice() {
  const online = useOnline();
  return online ? null : <OfflineAlert />;
}

function OfflineAlert() {
  const lastHeard = useLastHeard();
  const now = useNow();
  const { t, i18n } = useTranslation();
  const locale = isSupportedLocale(i18n.language) ? i18n.language : null;
  // The page's order (its tracking id is the address's first segment) gives the zone its times are read in.
  const trackingId = useAddress().pathname.split('/')[1] ?? '';
  const order = useQueryClient().getQueryData<Order>(orderQueryKey(trackingId));
  const timeZone = order?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const lastUpdate =
    lastHeard !== null && locale
      ? `${t('offline.lastUpdate', { time: lastUpdateText(lastHeard, locale, timeZone, now) })} `
      : '';
  return (
    <div className={styles.notice} data-testid="offline-notice">
      <Alert variant="warning" heading={t('offline.heading')} role="status">
        {lastHeard === null ? null : (
          <>
            {lastUpdate}
            {t('offline.text')}
          </>
        )}
      </Alert>
    </div>
  );
}
