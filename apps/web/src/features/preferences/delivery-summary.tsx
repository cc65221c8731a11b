import { isSafeLogoUrl, serviceTypeLabelKey } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge';
import type { PreferencesOrder } from './preferences-order';
import styles from './preferences-page.module.css';

/** Who sends what where: the merchant's logo and name, the service, the address. */
export function DeliverySummary({ order }: { order: PreferencesOrder }) {
  const { t } = useTranslation();
  const { account, deliveryAddress: address } = order;
  const logo = account.logo && isSafeLogoUrl(account.logo) ? account.logo : null;
  return (
    <section className={styles.summary} aria-labelledby="delivery-summary">
      <h2 id="delivery-summary" className={styles.summaryTitle}>
        {t('preferences.summary.title')}
      </h2>
      <div className={styles.merchant}>
        {logo ? (
          <img className={styles.logo} src={logo} alt="" height={40} referrerPolicy="no-referrer" />
        ) : (
          <span className={styles.monogram} aria-hidden="true">
            {account.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <p className={styles.label}>{t('preferences.summary.from')}</p>
          <p className={styles.merchantName}>{account.name}</p>
        </div>
      </div>
      <div className={styles.badges}>
        <Badge variant="brand">{t(serviceTypeLabelKey(order.serviceType))}</Badge>
        {account.isTech ? <Badge variant="warning">{t('preferences.summary.testOrder')}</Badge> : null}
      </div>
      <div>
        <p className={styles.label}>{t('order.deliveryAddress')}</p>
        <p data-testid="preferences-address">
          {address.streetAddress}
          <br />
          {address.postalCode} {address.city}
        </p>
      </div>
    </section>
  );
}
