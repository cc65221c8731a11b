import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import styles from './route-error.module.css';

/** What a recipient sees when a page could not be shown: what happened and a way to try again. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <title>{t('routeError.title')}</title>
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <Alert variant="error" heading={t('routeError.heading')}>
        {t('routeError.description')}
      </Alert>
      <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
    </main>
  );
}
