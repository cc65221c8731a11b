import { VisuallyHidden } from '../visually-hidden';
import styles from './spinner.module.css';

interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label: string;
  size?: 'small' | 'large';
}

/** A spinning ring with an accessible name. */
export function Spinner({ label, size = 'large' }: SpinnerProps) {
  return (
    // A status has no name from its content, so the label is also its name; the text is what gets announced.
    <span
      role="status"
      aria-label={label}
      className={`${styles.spinner} ${size === 'small' ? styles.small : ''}`}
    >
      <span className={styles.circle} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/** The spinner centred on the page, shown while a page or its data loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.centred} data-testid="page-spinner">
      <Spinner label={label} />
    </div>
  );
}
