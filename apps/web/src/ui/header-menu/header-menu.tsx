import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { DisclosureSummary } from '../disclosure';
import styles from './header-menu.module.css';

export interface HeaderLink {
  href: string;
  label: string;
}

interface HeaderMenuProps {
  /** Accessible name of the navigation and text of the condensed menu button. */
  label: string;
  links: readonly HeaderLink[];
}

/**
 * Header links: inline on wide screens, behind a menu button (Escape or a click outside closes it) below; until
 * the page's script runs, behind a <details> the browser opens by itself.
 */
export function HeaderMenu({ label, links }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const items = links.map((link) => (
    <li key={link.href}>
      <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    </li>
  ));
  const icon = (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      <path d="M3 5h12M3 9h12M3 13h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  // Before the page's script (or without it) the browser opens and closes the menu itself.
  if (!hydrated)
    return (
      <nav className={styles.nav} aria-label={label}>
        <ul className={styles.inline}>{items}</ul>
        <details>
          <DisclosureSummary className={styles.toggle}>
            {icon}
            <span className={styles.toggleLabel}>{label}</span>
          </DisclosureSummary>
          <ul className={styles.popover}>{items}</ul>
        </details>
      </nav>
    );
  return (
    <nav ref={nav} className={styles.nav} aria-label={label}>
      <ul className={styles.inline}>{items}</ul>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        <span className={styles.toggleLabel}>{label}</span>
      </button>
      {open ? (
        <ul id={listId} className={styles.popover}>
          {items}
        </ul>
      ) : null}
    </nav>
  );
}
