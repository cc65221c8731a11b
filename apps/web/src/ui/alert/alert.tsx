import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon';
import styles from './alert.module.css';

export type AlertVariant = 'primary' | 'error' | 'warning' | 'success';

interface AlertProps {
  variant: AlertVariant;
  heading: string;
  /** Supporting text under the heading. */
  children?: ReactNode;
  /** 'alert' interrupts a screen reader; use it only for something that just went wrong. */
  role?: 'alert' | 'status';
  className?: string;
}

const ICONS: Record<AlertVariant, IconName> = {
  primary: 'info',
  error: 'error',
  warning: 'error',
  success: 'success',
};

/** A message box with a heading and supporting text. */
export function Alert({ variant, heading, children, role, className }: AlertProps) {
  return (
    <div
      className={`${styles.alert} ${styles[variant]} ${className ?? ''}`}
      role={role}
      data-variant={variant}
    >
      <Icon name={ICONS[variant]} size={22} className={styles.icon} />
      <div className={styles.content}>
        <p className={styles.heading}>{heading}</p>
        {children ? <div className={styles.text}>{children}</div> : null}
      </div>
    </div>
  );
}
