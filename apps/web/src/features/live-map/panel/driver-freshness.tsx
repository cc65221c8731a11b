import { languageTag, type DriverLocation, type Locale } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import { ageText, freshness } from './freshness';
import styles from './live-panel.module.css';

/** "Updated 8 sec ago", or how old the last position is once it is stale; ticks on its own every second. */
export function DriverFreshness({ location, locale }: { location: DriverLocation | null; locale: Locale }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  if (!location) return <p className={styles.freshness}>{t('liveMap.waitingForDriver')}</p>;
  const fresh = freshness(location, now.getTime());
  if (fresh.kind === 'unknown') return null;
  const ago = ageText(fresh.ageSeconds, languageTag(locale));
  return (
    <p className={styles.freshness} data-state={fresh.kind} data-testid="driver-freshness">
      {fresh.kind === 'stale' ? t('liveMap.lastPosition', { ago }) : t('liveMap.updated', { ago })}
    </p>
  );
}
