import { SUPPORTED_LOCALES, isSupportedLocale, languageTag, type Locale } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { switchLocaleHref } from '../../config/paths';
import { LOCALE_NAMES } from '../../i18n/locale-choice';
import { useAddress } from '../../lib/router';
import { useHydrated } from '../../lib/use-hydrated';
import { DisclosureSummary } from '../../ui/disclosure';
import { VisuallyHidden } from '../../ui/visually-hidden';
import styles from './tracking-shell.module.css';

/**
 * Switches language by replacing the locale segment; the new translations load before the page moves. The
 * native select (invisible, on top) does the work; what shows is the language name, or its code on phones.
 * Until the page's script runs, the same look opens a list of links, one per language.
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useAddress();
  const [, navigate] = useLocation();
  const hydrated = useHydrated();

  const switchTo = async (next: string) => {
    if (!isSupportedLocale(next)) return;
    await i18n.loadLanguages(next);
    navigate(switchLocaleHref(pathname, search, next));
  };

  const shown = (
    <>
      <svg className={styles.globe} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span className={styles.languageName} aria-hidden="true">
        {LOCALE_NAMES[locale]}
      </span>
      <span className={styles.languageCode} aria-hidden="true">
        {locale.slice(0, 2).toUpperCase()}
      </span>
      <VisuallyHidden>{t('header.language')}</VisuallyHidden>
    </>
  );

  // Before the page's script (or without it): a link per language, in a list the browser opens by itself.
  if (!hydrated)
    return (
      <details className={styles.languageMenu}>
        <DisclosureSummary className={styles.language}>{shown}</DisclosureSummary>
        <ul className={styles.languageList}>
          {SUPPORTED_LOCALES.map((option) => (
            <li key={option}>
              <a
                href={switchLocaleHref(pathname, search, option)}
                lang={languageTag(option)}
                hrefLang={languageTag(option)}
                aria-current={option === locale ? 'true' : undefined}
              >
                {LOCALE_NAMES[option]}
              </a>
            </li>
          ))}
        </ul>
      </details>
    );

  return (
    <label className={styles.language}>
      {shown}
      <select
        className={styles.select}
        value={locale}
        onChange={(event) => void switchTo(event.target.value)}
      >
        {SUPPORTED_LOCALES.map((option) => (
          <option key={option} value={option} lang={languageTag(option)}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
