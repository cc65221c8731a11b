import { formatDate, type Dispute, type Locale } from '@tracking/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { useOpenDispute } from './api/open-dispute';
import { DisputeForm } from './dispute-form';
import styles from './dispute.module.css';

interface DisputeCardProps {
  trackingId: string;
  dispute: Dispute | null;
  locale: Locale;
  /** The delivery address's zone, which times are read in. */
  timeZone: string;
}

/**
 * "Report a problem" with a delivery: a button, the form it opens, then the report as sent and, once the
 * provider answered, its decision (in the page's language) and its message (as written).
 */
export function DisputeCard({ trackingId, dispute: given, locale, timeZone }: DisputeCardProps) {
  const { t } = useTranslation();
  const send = useOpenDispute(trackingId);
  const dispute = send.data?.dispute ?? given;
  const [writing, setWriting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());

  if (!dispute || (dispute.resolution && writing)) {
    return (
      <section className={styles.card} aria-labelledby="dispute-title" data-testid="dispute">
        <h2 id="dispute-title" ref={heading} tabIndex={-1} className={styles.title}>
          {t('dispute.title')}
        </h2>
        <p className={styles.intro}>{t('dispute.intro')}</p>
        {writing ? (
          <DisputeForm
            send={send}
            onSent={() => {
              setWriting(false);
              focusHeading();
            }}
            onCancel={() => setWriting(false)}
          />
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" needsScript onClick={() => setWriting(true)}>
              {t('dispute.open')}
            </Button>
          </div>
        )}
      </section>
    );
  }
  const { resolution } = dispute;
  return (
    <section className={styles.card} aria-labelledby="dispute-title" data-testid="dispute">
      <h2 id="dispute-title" ref={heading} tabIndex={-1} className={styles.title}>
        {resolution ? t(`dispute.outcome.${resolution.outcome}`) : t('dispute.reported')}
      </h2>
      <p className={styles.intro}>
        {t('dispute.reportedAs', {
          reason: t(`dispute.reason.${dispute.reason}`),
          time: formatDate(dispute.openedAt, 'dayTime', locale, timeZone),
        })}
      </p>
      {dispute.message ? <p className={styles.quote}>{dispute.message}</p> : null}
      {resolution ? (
        <>
          <p className={styles.note}>{t('dispute.answer')}</p>
          <p className={styles.quote} data-testid="dispute-resolution">
            {resolution.message}
          </p>
          <div className={styles.actions}>
            <Button variant="tertiary" needsScript onClick={() => setWriting(true)}>
              {t('dispute.another')}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.note}>{t('dispute.waiting')}</p>
      )}
    </section>
  );
}
