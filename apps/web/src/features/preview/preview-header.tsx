import {
  SUPPORTED_LOCALES,
  isSafeLogoUrl,
  isSupportedLocale,
  languageTag,
  type Locale,
} from '@tracking/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES } from '../../i18n/locale-choice';
import { Badge } from '../../ui/badge';
import type { PreviewInput } from './preview-input';
import styles from './preview-page.module.css';

interface PreviewHeaderProps {
  input: PreviewInput;
  onLocaleChange: (locale: Locale) => void;
}

/** The preview's title bar in the merchant's top-section colours: its logo and name, and the language. */
export function PreviewHeader({ input, onLocaleChange }: PreviewHeaderProps) {
  const { t } = useTranslation();
  const languageId = useId();
  const logo = input.logo && isSafeLogoUrl(input.logo) ? input.logo : null;
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <div className={styles.brand}>
          {logo ? (
            <img
              className={styles.logo}
              src={logo}
              alt={input.merchantName}
              height={40}
              referrerPolicy="no-referrer"
            />
          ) : (
            <span className={styles.monogram} aria-hidden="true">
              {input.merchantName.charAt(0).toUpperCase()}
            </span>
          )}
          <div className={styles.titles}>
            <p className={styles.merchant}>{input.merchantName}</p>
            <h1 className={styles.title}>{t('preview.title')}</h1>
          </div>
        </div>
        <div className={styles.headerActions}>
          <Badge variant="brand">{t('preview.badge')}</Badge>
          <label className={styles.language} htmlFor={languageId}>
            {t('preview.language')}
            <select
              id={languageId}
              className={styles.languageSelect}
              value={input.locale}
              onChange={(event) => {
                if (isSupportedLocale(event.target.value)) onLocaleChange(event.target.value);
              }}
            >
              {SUPPORTED_LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={languageTag(locale)}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <p className={styles.intro}>{t('preview.intro')}</p>
    </header>
  );
}
