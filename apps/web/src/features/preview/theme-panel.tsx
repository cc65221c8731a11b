import type { TrackingTheme } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import type { PreviewInput } from './preview-input';
import styles from './theme-panel.module.css';

const THEME_FIELDS: readonly (keyof TrackingTheme)[] = [
  'topSectionBackgroundColor',
  'topSectionFontColor',
  'primaryBackgroundColor',
  'primaryFontColor',
  'secondaryBorderColor',
  'secondaryFontColor',
];

/**
 * The merchant's six colours and its logo as the preview uses them. Each swatch is painted by the theme's CSS
 * custom property on the page, so no colour is ever written as style text.
 */
export function ThemePanel({ input }: { input: PreviewInput }) {
  const { t } = useTranslation();
  const { theme } = input;
  return (
    <section className={styles.panel} aria-labelledby="preview-theme-title">
      <h2 id="preview-theme-title" className={styles.title}>
        {t('preview.theme.title')}
      </h2>
      {theme ? null : <p className={styles.note}>{t('preview.theme.default')}</p>}
      <ul className={styles.swatches}>
        {THEME_FIELDS.map((field) => (
          <li key={field} className={styles.swatch}>
            <span className={styles.chip} data-field={field} aria-hidden="true" />
            <span className={styles.name}>{t(`preview.theme.fields.${field}`)}</span>
            <code className={styles.value}>{theme ? theme[field] : t('preview.theme.defaultValue')}</code>
          </li>
        ))}
      </ul>
      <p className={styles.logoLine}>
        <span className={styles.name}>{t('preview.theme.logo')}</span>{' '}
        {input.logo ? <code className={styles.value}>{input.logo}</code> : t('preview.theme.noLogo')}
      </p>
    </section>
  );
}
