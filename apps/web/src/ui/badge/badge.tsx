import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeVariant = 'neutral' | 'brand' | 'success' | 'warning' | 'error';

/** A short label that marks something: a service type, a state, a count. */
export function Badge({ variant = 'neutral', children }: { variant?: BadgeVariant; children: ReactNode }) {
  return (
    <span className={`${styles.badge} ${styles[variant]}`} data-variant={variant}>
      {children}
    </span>
  );
}
