import type { DeliveryAddress } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../ui/button';
import { PageBody, PageHero, PageSection } from '../../ui/page-shell';
import styles from './preferences-page.module.css';

interface PreferencesPageProps {
  clientName: string;
  deliveryAddress: DeliveryAddress;
  /** The order page with the flag that stops the redirect back here. */
  continueHref: string;
}

/** First version of the delivery preferences page: who sends what where, and the way on to tracking. */
export function PreferencesPage({ clientName, deliveryAddress, continueHref }: PreferencesPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('preferences.title')}</title>
      <PageHero>
        <p className={styles.eyebrow}>{t('order.parcelFrom', { merchant: clientName })}</p>
        <h1 className={styles.title}>{t('preferences.title')}</h1>
        <p className={styles.intro}>{t('preferences.intro', { merchant: clientName })}</p>
      </PageHero>
      <PageBody className={styles.body}>
        <PageSection id="preferences-address" title={t('order.deliveryAddress')}>
          <p>
            {deliveryAddress.streetAddress}
            <br />
            {deliveryAddress.postalCode} {deliveryAddress.city}
          </p>
        </PageSection>
        <Link className={buttonClassName({ fullWidth: true })} to={continueHref}>
          {t('preferences.continue')}
        </Link>
      </PageBody>
    </>
  );
}
