import { isSafeLogoUrl } from '@tracking/core';
import type { ReactNode } from 'react';
import shell from './page-shell.module.css';
import styles from './page-header.module.css';

interface PageHeaderProps {
  merchantName: string;
  /** Shown only when it is an absolute https URL or a path beginning with a single `/`. */
  logoUrl: string | null;
  actions?: ReactNode;
}

/** The header bar: the merchant's logo (or initial) and name, and the page's actions. */
export function PageHeader({ merchantName, logoUrl, actions }: PageHeaderProps) {
  const logo = logoUrl && isSafeLogoUrl(logoUrl) ? logoUrl : null;
  return (
    <header className={styles.header}>
      <div className={`${shell.container} ${styles.bar}`}>
        <div className={styles.brand}>
          {logo ? (
            <img
              className={styles.logo}
              src={logo}
              alt={merchantName}
              height={36}
              referrerPolicy="no-referrer"
            />
          ) : (
            <span className={styles.monogram} aria-hidden="true">
              {merchantName.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <span className={styles.name} aria-hidden={logo ? true : undefined}>
            {merchantName}
          </span>
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </header>
  );
}
