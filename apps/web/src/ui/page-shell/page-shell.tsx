import { useEffect, useRef, type ReactNode } from 'react';
import { useCssVariables } from './use-css-variables';
import styles from './page-shell.module.css';

interface PageShellProps {
  /** The header bar; it shares the top section's colours with the page's hero. */
  header: ReactNode;
  children: ReactNode;
  /** Theme colours as CSS custom properties, validated before they get here. */
  cssVariables?: Record<string, string>;
  /** The map fills the window and the page does not scroll. */
  mapView?: boolean;
  skipLinkLabel: string;
}

const MAIN_ID = 'main-content';

/** The frame of a tracking page: skip link, header in the top section's colours, and the main content. */
export function PageShell({
  header,
  children,
  cssVariables = {},
  mapView = false,
  skipLinkLabel,
}: PageShellProps) {
  const root = useRef<HTMLDivElement>(null);
  useCssVariables(root, cssVariables);
  useEffect(() => {
    if (!mapView) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [mapView]);

  return (
    <div ref={root} className={`${styles.shell} ${mapView ? styles.mapView : ''}`} data-map-view={mapView}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {skipLinkLabel}
      </a>
      <div className={styles.top}>{header}</div>
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** The first part of a page, in the top section's colours right under the header. */
export function PageHero({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={styles.top}>
      <div className={`${styles.container} ${styles.hero} ${className ?? ''}`}>{children}</div>
    </div>
  );
}

/** The page content on the canvas, in the page's width. */
export function PageBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`${styles.container} ${styles.body} ${className ?? ''}`}>{children}</div>;
}

/** A titled card of content. */
export function PageSection({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
