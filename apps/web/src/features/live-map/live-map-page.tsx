import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../ui/button';
import { PageBody } from '../../ui/page-shell';
import styles from './live-map-page.module.css';

/** Placeholder of the live map (its own issue): where the map will be, and the way back to the order. */
export function LiveMapPage({ orderHref }: { orderHref: string }) {
  const { t } = useTranslation();
  return (
    <PageBody className={styles.body}>
      <title>{t('liveMap.title')}</title>
      <h1 className={styles.title}>{t('liveMap.title')}</h1>
      <p className={styles.text}>{t('liveMap.placeholder')}</p>
      <Link className={buttonClassName({ variant: 'secondary' })} to={orderHref}>
        {t('liveMap.back')}
      </Link>
    </PageBody>
  );
}
