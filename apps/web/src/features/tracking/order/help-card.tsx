import type { Locale } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { helpLinks } from '../../../lib/help-links';
import { PageSection } from '../../../ui/page-shell';
import styles from './order-page.module.css';

/** Where to go with a question: the provider's help centre and about page in the recipient's language. */
export function HelpCard({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const links = helpLinks(locale, env);
  return (
    <PageSection id="help" title={t('order.helpTitle')}>
      <p className={styles.helpText}>{t('order.helpText')}</p>
      <ul className={styles.helpLinks}>
        <li>
          <a href={links.help} target="_blank" rel="noopener noreferrer">
            {t('order.helpLink')}
          </a>
        </li>
        <li>
          <a href={links.about} target="_blank" rel="noopener noreferrer">
            {t('order.aboutLink')}
          </a>
        </li>
      </ul>
    </PageSection>
  );
}
