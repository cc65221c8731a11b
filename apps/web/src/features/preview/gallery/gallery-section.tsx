import type { ReactNode } from 'react';
import styles from './gallery.module.css';

/** One titled card of the gallery. */
export function GallerySection({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  /** Two columns wide where there is room. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`${styles.section} ${wide ? styles.wide : ''}`} aria-labelledby={`gallery-${id}`}>
      <h3 id={`gallery-${id}`} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
