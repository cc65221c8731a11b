import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './button.module.css';

export const BUTTON_VARIANTS = [
  'primary',
  'secondary',
  'tonal',
  'tertiary',
  'tertiary-color',
  'destructive',
  'tertiary-error',
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  fullWidth?: boolean;
}

const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  secondary: styles.secondary,
  tonal: styles.tonal,
  tertiary: styles.tertiary,
  'tertiary-color': styles.tertiaryColor,
  destructive: styles.destructive,
  'tertiary-error': styles.tertiaryError,
};

/** Class names of the button look, for links that should look like buttons (router links included). */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: ButtonLook = {}) {
  return [
    styles.button,
    VARIANT_CLASS[variant],
    size === 'small' && styles.small,
    fullWidth && styles.fullWidth,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Shown as pressed: the current choice of a group of buttons, or a toggle that is on. */
    isActive?: boolean;
    /**
     * Work is under way: a spinner shows, presses are ignored, and the button keeps its focus and its name
     * (a disabled button would drop focus to the page).
     */
    isLoading?: boolean;
    /**
     * The button does nothing without the page's script, so it stays disabled until the page has hydrated (a
     * tap on the server's HTML would be lost). True unless it submits a form, which works natively.
     */
    needsScript?: boolean;
  };

/** A button; type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  isActive = false,
  isLoading = false,
  needsScript = type !== 'submit',
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const waitsForScript = needsScript && !hydrated;
  const look = buttonClassName({ variant, size, fullWidth });
  const ignoreWhileLoading = (event: MouseEvent<HTMLButtonElement>) => {
    if (isLoading) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type={type}
      className={className ? `${look} ${className}` : look}
      data-active={isActive || undefined}
      data-loading={isLoading || undefined}
      aria-disabled={isLoading || undefined}
      disabled={disabled || waitsForScript}
      data-waiting={(waitsForScript && !disabled) || undefined}
      onClick={ignoreWhileLoading}
      {...props}
    >
      {isLoading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
