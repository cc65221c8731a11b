import {
  DEFAULT_LOCALE,
  formatDate,
  isFinalStatus,
  isSupportedLocale,
  preferenceLabelKey,
} from '@tracking/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import type { PreferencesOrder } from './preferences-order';
import styles from './preferences-page.module.css';

interface PreferencesReadOnlyProps {
  order: PreferencesOrder;
  /** The service refused a save because the order had moved on. */
  tooLate: boolean;
  orderHref: string;
}

/** The preferences as they stand, once they can no longer be changed, and why. */
export function PreferencesReadOnly({ order, tooLate, orderHref }: PreferencesReadOnlyProps) {
  const { t, i18n } = useTranslation();
  const locale = isSupportedLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the recipient was using is gone; focus lands on what replaced it.
  useEffect(() => {
    if (tooLate) heading.current?.focus();
  }, [tooLate]);
  const preferences = order.deliveryPreferences;
  const atTheDoor = order.atTheDoor;
  return (
    <section
      className={styles.form}
      aria-labelledby="preferences-read-only"
      data-testid="preferences-read-only"
    >
      <h2 id="preferences-read-only" ref={heading} tabIndex={-1} className={styles.formTitle}>
        {t('preferences.readOnly.current')}
      </h2>
      {tooLate ? (
        <Alert variant="warning" role="alert" heading={t('preferences.readOnly.tooLateTitle')}>
          {t('preferences.readOnly.tooLate')}
        </Alert>
      ) : (
        <Alert variant="primary" heading={t('preferences.readOnly.lockedTitle')}>
          {isFinalStatus(order.statusCode)
            ? t('preferences.readOnly.final')
            : t('preferences.readOnly.onTheWay')}
        </Alert>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t('preferences.arrival.label')}</dt>
          <dd data-testid="read-only-preference">
            {preferences
              ? t(preferenceLabelKey(preferences.deliveryPreference))
              : t('preferences.readOnly.none')}
          </dd>
        </div>
        <div>
          <dt>{t('order.atTheDoor')}</dt>
          <dd>{t(`requirement.${atTheDoor}`)}</dd>
        </div>
        {order.deliveryDate ? (
          <div>
            <dt>{t('deliveryDay.title')}</dt>
            <dd>{formatDate(order.deliveryDate, 'day', locale, order.timeZone)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('preferences.instructions.label')}</dt>
          <dd>{preferences?.instructions ? preferences.instructions : t('preferences.readOnly.none')}</dd>
        </div>
      </dl>
      <Link className={buttonClassName({ variant: 'secondary' })} to={orderHref}>
        {t('preferences.backToOrder')}
      </Link>
    </section>
  );
}
