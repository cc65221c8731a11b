import { canSavePreferences, type Order } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { PageBody, PageHero } from '../../ui/page-shell';
import { isTooLate, useSavePreferences } from './api/save-preferences';
import { DeliverySummary } from './delivery-summary';
import { DoorstepCard } from './doorstep/doorstep-card';
import { PreferencesForm } from './preferences-form';
import { PreferencesReadOnly } from './preferences-read-only';
import styles from './preferences-page.module.css';

/** What the preferences page is given (spec section 2); the country code is in the delivery address. */
export type PreferencesOrder = Pick<
  Order,
  | 'trackingId'
  | 'statusCode'
  | 'deliveryAddress'
  | 'deliveryPreferences'
  | 'deliveryRequirements'
  | 'atTheDoor'
  | 'hasConfirmedPreferences'
  | 'serviceType'
  | 'account'
  | 'promisedTime'
  | 'availableDeliveryDates'
  | 'deliveryDate'
  | 'doorstep'
>;

interface PreferencesPageProps {
  order: PreferencesOrder;
  /** The order page, where saving leads. */
  orderHref: string;
  /** The order page with the flag that stops the redirect back here. */
  skipHref: string;
}

/**
 * The delivery preferences page: what the driver does on arrival, in-person hand-over, the day, instructions,
 * and the doorstep card (a photo and a pin).
 * Once the driver is on the way or the order is final (or the service says it is too late) it shows them
 * read-only; a failed attempt with offered days opens them again for the next attempt.
 */
export function PreferencesPage({ order, orderHref, skipHref }: PreferencesPageProps) {
  const { t } = useTranslation();
  const save = useSavePreferences(order.trackingId);
  const tooLate = isTooLate(save.error);
  const readOnly = tooLate || !canSavePreferences(order);
  const merchant = order.account.name;
  const title = readOnly ? t('preferences.readOnly.title') : t('preferences.title');
  return (
    <>
      <title>{`${title} · ${merchant}`}</title>
      <PageHero>
        <p className={styles.eyebrow}>{t('order.parcelFrom', { merchant })}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>
          {readOnly ? t('preferences.readOnly.intro') : t('preferences.intro', { merchant })}
        </p>
      </PageHero>
      <PageBody className={styles.body}>
        <DeliverySummary order={order} />
        <div className={styles.main}>
          {readOnly ? (
            <PreferencesReadOnly order={order} tooLate={tooLate} orderHref={orderHref} />
          ) : (
            <PreferencesForm order={order} save={save} orderHref={orderHref} skipHref={skipHref} />
          )}
          {/* Beside the instructions, saved on its own; only while the order can still change. */}
          {readOnly ? null : <DoorstepCard order={order} />}
        </div>
      </PageBody>
    </>
  );
}
