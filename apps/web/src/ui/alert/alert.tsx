import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertVariant = 'primary' | 'error' | 'warning' | 'success';

interface AlertProps {
  variant: AlertVariant;
  heading: string;
  children?: ReactNode;
  /** 'alert' interrupts a screen reader; use it only for something that just went wrong. */
  role?: 'alert' | 'status';
}

const ICON_PATHS: Record<AlertVariant, string> = {
  primary: 'M12 7.5v.5M12 11v6',
  error: 'M12 7v6M12 16.5v.5',
  warning: 'M12 7v6M12 16.5v.5',
  success: 'M7.5 12.5l3 3 6-7',
};

/** A message box with a heading and supporting text. */
export function Alert({ variant, heading, children, role }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[variant]}`} role={role}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d={ICON_PATHS[variant]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <div>
        <p className={styles.heading}>{heading}</p>
        {children ? <div className={styles.text}>{children}</div> : null}
      </div>
    </div>
  );
}
