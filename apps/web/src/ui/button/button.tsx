import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  fullWidth?: boolean;
}

/** Class names of the button look, for links that should look like buttons (router links included). */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: ButtonLook = {}) {
  return [styles.button, styles[variant], size === 'small' && styles.small, fullWidth && styles.fullWidth]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button; type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  const look = buttonClassName({ variant, size, fullWidth });
  return <button type={type} className={className ? `${look} ${className}` : look} {...props} />;
}
