import styles from './icon.module.css';

/** Stroke drawings on a 24-unit grid, drawn in the current text colour. */
const ICON_PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  info: 'M12 11v6M12 7.5v.5',
  error: 'M12 7v6M12 16.5v.5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  minus: 'M6 12h12',
  success: 'M7.5 12.5l3 3 6-7',
  bell: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 20.5a2.2 2.2 0 0 0 4 0',
  'bell-off': 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 20.5a2.2 2.2 0 0 0 4 0M4 3.5l16 17',
  door: 'M6.5 21V4.5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1V21M4 21h16M14.5 12.5v.5',
  star: 'M12 3.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z',
  person: 'M12 11.5a3.8 3.8 0 1 0 0-7.6 3.8 3.8 0 0 0 0 7.6zM4.5 20.5c.8-3.9 3.9-6 7.5-6s6.7 2.1 7.5 6',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** Icons that sit inside a circle (status icons); the others are bare strokes. */
const CIRCLED: ReadonlySet<IconName> = new Set(['info', 'error', 'success']);

interface IconProps {
  name: IconName;
  /** Pixels; the icon is square. */
  size?: number;
  className?: string;
}

/** A decorative icon: always hidden from screen readers, so what it means must be said in text. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {CIRCLED.has(name) ? <circle cx="12" cy="12" r="10" /> : null}
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
