import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/use-online';
import { Alert } from '../ui/alert';
import styles from './offline-notice.module.css';

/**
 * Says the page is offline while the browser has no network. What the page shows stays on screen (the last
 * order and position); the live socket reconnects by itself on `online`.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <div className={styles.notice} data-testid="offline-notice">
      <Alert variant="warning" heading={t('offline.heading')} role="status">
        {t('offline.text')}
      </Alert>
    </div>
  );
}
