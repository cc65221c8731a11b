import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only; `as="div"` for block content such as a table. */
export function VisuallyHidden({
  children,
  as: Element = 'span',
}: {
  children: ReactNode;
  as?: 'span' | 'div';
}) {
  return <Element className={styles.hidden}>{children}</Element>;
}
