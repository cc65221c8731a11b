import type { Locale } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { GalleryActions } from './gallery-actions';
import { GalleryChoosers } from './gallery-choosers';
import { GalleryFields } from './gallery-fields';
import { GalleryOverlays } from './gallery-overlays';
import styles from './gallery.module.css';

/** Every design-system piece of the tracking page, live, in the merchant's theme and language. */
export function DesignGallery({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <section className={styles.gallery} aria-labelledby="gallery-title">
      <div className={styles.heading}>
        <h2 id="gallery-title" className={styles.title}>
          {t('preview.gallery.title')}
        </h2>
        <p className={styles.intro}>{t('preview.gallery.intro')}</p>
      </div>
      <div className={styles.grid}>
        <GalleryActions />
        <GalleryFields />
        <GalleryChoosers locale={locale} />
        <GalleryOverlays />
      </div>
    </section>
  );
}
