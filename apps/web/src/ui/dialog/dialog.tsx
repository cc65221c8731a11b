import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import styles from './dialog.module.css';

export type DialogSize = 'small' | 'medium' | 'large' | 'full';

interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  supportingText?: string;
  /** Accessible name of the close button, in the page's language. */
  closeLabel: string;
  size?: DialogSize;
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal dialog on React Aria: focus moves in and is trapped, Escape and a click outside close it, and focus
 * returns to what opened it.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  supportingText,
  closeLabel,
  size = 'medium',
  footer,
  children,
}: DialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={`${styles.modal} ${styles[size]}`}>
        <AriaDialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <AriaButton className={styles.close} aria-label={closeLabel} onPress={() => onOpenChange(false)}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </AriaButton>
          </div>
          {supportingText ? <p className={styles.supportingText}>{supportingText}</p> : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
