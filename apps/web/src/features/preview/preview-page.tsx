import { useTranslation } from 'react-i18next';
import styles from './preview-page.module.css';

/** Placeholder of the merchant preview (its own issue): says what will be here. */
export function PreviewPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <title>{t('preview.title')}</title>
      <h1 className={styles.title}>{t('preview.title')}</h1>
      <p className={styles.text}>{t('preview.description')}</p>
    </main>
  );
}
