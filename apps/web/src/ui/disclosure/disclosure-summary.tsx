import type { ComponentPropsWithoutRef } from 'react';
import styles from './disclosure-summary.module.css';

/** The `<summary>` of a `<details>`: no marker, the focus ring of a control, and its own look. */
export function DisclosureSummary({ className, ...props }: ComponentPropsWithoutRef<'summary'>) {
  return <summary {...props} className={className ? `${styles.summary} ${className}` : styles.summary} />;
}
