import { formatDate, isFarFromPin, trailMetres, type Locale, type Order } from '@tracking/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { helpLinks } from '../../../lib/help-links';
import { usePrivateImage } from '../../../lib/use-private-image';
import { Alert } from '../../../ui/alert';
import { PageSection } from '../../../ui/page-shell';
import styles from './delivery-proof.module.css';

// Leaflet and the tiles load only for a delivery with a trail to draw.
const TrailMap = lazy(() => import('./trail-map'));

interface DeliveryProofCardProps {
  order: Pick<Order, 'deliveryProof' | 'doorstep' | 'timeZone'>;
  locale: Locale;
}

/**
 * Proof the recipient can check once delivered: the driver's photo beside the doorstep photo, when, how far
 * from the pin the parcel was left (with the way to help when that is far), and the driver's last stretch to it
 * on a small map. Shown when the delivery brought a photo or a place.
 */
export function DeliveryProofCard({ order, locale }: DeliveryProofCardProps) {
  const { t } = useTranslation();
  const doorstepPhoto = usePrivateImage(order.deliveryProof ? order.doorstep?.photoUrl : undefined);
  const proof = order.deliveryProof;
  // Nothing to check without a photo or a place: the timeline already says when.
  if (!proof || (proof.imageUrls.length === 0 && proof.location === null)) return null;
  const proofPhoto = proof.imageUrls[0];
  const far = isFarFromPin(proof.metresFromPin);
  return (
    <PageSection id="delivery-proof" title={t('proof.title')}>
      <p className={styles.when}>
        {t('proof.deliveredAt', { time: formatDate(proof.at, 'dayTime', locale, order.timeZone) })}
      </p>
      <div className={styles.photos}>
        <figure className={styles.figure}>
          {proofPhoto ? (
            <img
              className={styles.photo}
              src={proofPhoto}
              alt={t('proof.proofAlt')}
              width={160}
              height={120}
              referrerPolicy="no-referrer"
            />
          ) : (
            <p className={styles.noPhoto}>{t('proof.noProofPhoto')}</p>
          )}
          <figcaption>{t('proof.proofCaption')}</figcaption>
        </figure>
        {order.doorstep ? (
          <figure className={styles.figure}>
            {doorstepPhoto ? (
              <img
                className={styles.photo}
                src={doorstepPhoto}
                alt={t('proof.doorstepAlt')}
                width={160}
                height={120}
              />
            ) : (
              <span className={styles.noPhoto} aria-hidden="true" />
            )}
            <figcaption>{t('proof.doorstepCaption')}</figcaption>
          </figure>
        ) : null}
      </div>
      {proof.metresFromPin === null ? null : (
        <p className={styles.distance} data-testid="proof-distance">
          {t('proof.metresFromPin', { count: proof.metresFromPin })}
        </p>
      )}
      {proof.trail.length >= 2 ? (
        <figure className={styles.figure}>
          <Suspense fallback={null}>
            <TrailMap
              trail={proof.trail}
              point={proof.location}
              label={t('proof.trailLabel', { count: trailMetres(proof.trail) })}
            />
          </Suspense>
          <figcaption>{t('proof.trailCaption', { count: trailMetres(proof.trail) })}</figcaption>
        </figure>
      ) : null}
      {far ? (
        <Alert variant="warning" heading={t('proof.farHeading')}>
          {t('proof.farText')}{' '}
          <a href={helpLinks(locale, env).help} target="_blank" rel="noopener noreferrer">
            {t('proof.farLink')}
          </a>
        </Alert>
      ) : null}
    </PageSection>
  );
}
