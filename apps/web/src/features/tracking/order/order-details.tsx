import {
  canSavePreferences,
  preferenceLabelKey,
  serviceTypeLabelKey,
  type Locale,
  type OrderAddress,
  type Order,
} from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { PageSection } from '../../../ui/page-shell';
import styles from './order-page.module.css';

/** An address; a shared view's has no street or postal code. */
function Address({ address }: { address: OrderAddress }) {
  return (
    <>
      {address.streetAddress && (
        <>
          {address.streetAddress}
          <br />
        </>
      )}
      {[address.postalCode, address.city].filter(Boolean).join(' ')}
    </>
  );
}

/** What, where and how: tracking number, addresses, service, what happens at the door, preferences. */
export function OrderDetails({ order, locale, search }: { order: Order; locale: Locale; search: string }) {
  const { t } = useTranslation();
  const preferences = order.deliveryPreferences;
  const requirement = order.atTheDoor;
  const pickupAddress = order.serviceType === 'delivery' ? null : order.pickupAddress;

  return (
    <PageSection id="order-details" title={t('order.details')}>
      <dl className={styles.details}>
        {/* A shared view's id is the share link's, no tracking number. */}
        {order.shared ? null : (
          <div>
            <dt>{t('order.trackingId')}</dt>
            <dd className={styles.trackingId} data-testid="tracking-id">
              {order.trackingId}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('order.deliveryAddress')}</dt>
          <dd>
            <Address address={order.deliveryAddress} />
          </dd>
        </div>
        {pickupAddress ? (
          <div>
            <dt>{t('order.pickupAddress')}</dt>
            <dd>
              <Address address={pickupAddress} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('order.service')}</dt>
          <dd>{t(serviceTypeLabelKey(order.serviceType))}</dd>
        </div>
        <div>
          <dt>{t('order.atTheDoor')}</dt>
          <dd data-testid="requirement">{t(`requirement.${requirement}`)}</dd>
        </div>
        {preferences ? (
          <div>
            <dt>{t('order.yourPreference')}</dt>
            <dd>
              {t(preferenceLabelKey(preferences.deliveryPreference))}
              {preferences.instructions ? (
                <q className={styles.instructions}>{preferences.instructions}</q>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {canSavePreferences(order) && !order.shared ? (
        <Link className={styles.detailsLink} to={paths.preferences.href(order.trackingId, locale, search)}>
          {t('order.changePreferences')}
        </Link>
      ) : null}
    </PageSection>
  );
}
