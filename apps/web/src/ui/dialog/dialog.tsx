import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Icon } from '../icon';
import styles from './dialog.module.css';

export type DialogSize = 'small' | 'medium' | 'large' | 'full';

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  supportingText?: ReactNode;
  /** Accessible name of the close button; "Close" in the page's language by default. */
  closeLabel?: string;
  /** false leaves out the close icon, for dialogs whose footer has a Close button of its own. */
  withCloseIcon?: boolean;
  size?: DialogSize;
  /** A map (or other full-bleed picture) between the header and the content. */
  map?: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  /** Above the title, e.g. step indicators. */
  eyebrow?: ReactNode;
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
  withCloseIcon = true,
  size = 'medium',
  map,
  footer,
  eyebrow,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={`${styles.modal} ${styles[size]}`} data-size={size}>
        <AriaDialog className={styles.dialog}>
          {eyebrow}
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {withCloseIcon ? (
              <AriaButton
                className={styles.close}
                aria-label={closeLabel ?? t('dialog.close')}
                onPress={() => onOpenChange(false)}
              >
                <Icon name="close" size={20} />
              </AriaButton>
            ) : null}
          </div>
          {supportingText ? <div className={styles.supportingText}>{supportingText}</div> : null}
          {map ? <div className={styles.map}>{map}</div> : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
