import type { ReactNode } from 'react';
import { FieldError as AriaFieldError } from 'react-aria-components';
import { Icon } from '../icon';
import styles from './field-error.module.css';

/** An error message under a field, with an icon; give the field aria-describedby={id}. */
export function FieldErrorMessage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <Icon name="error" size={18} className={styles.icon} />
      <span>{children}</span>
    </p>
  );
}

/**
 * The error message of a React Aria field (text field, radio group, checkbox group): shown only while the field
 * is invalid, and linked to it for screen readers without any ids to pass around.
 */
export function FieldError({ children }: { children: ReactNode }) {
  return (
    <AriaFieldError className={styles.error}>
      <Icon name="error" size={18} className={styles.icon} />
      <span>{children}</span>
    </AriaFieldError>
  );
}
