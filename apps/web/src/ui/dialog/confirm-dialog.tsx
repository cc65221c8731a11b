import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { Dialog, type DialogSize } from './dialog';
import { StepIndicator, type DialogStep } from './step-indicator';

interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  supportingText?: ReactNode;
  children?: ReactNode;
  /** Text of the button that closes without doing anything; "Cancel" in the page's language by default. */
  cancelLabel?: string;
  /** Text of the confirm button; without it the dialog has only Cancel. */
  confirmLabel?: string;
  /** 'destructive' for something that cannot be undone. */
  confirmVariant?: 'primary' | 'destructive';
  onConfirm?: () => void;
  /** The confirmed work is under way: the confirm button spins and ignores presses. */
  isConfirmLoading?: boolean;
  /** Shows step indicators above the title. */
  step?: DialogStep;
  size?: DialogSize;
}

/** The older dialog variant: a question with Cancel and an optional primary or destructive confirm. */
export function ConfirmDialog({
  cancelLabel,
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
  isConfirmLoading = false,
  step,
  size = 'small',
  ...dialog
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const footer = (
    <>
      <Button variant="tertiary" onClick={() => dialog.onOpenChange(false)}>
        {cancelLabel ?? t('dialog.cancel')}
      </Button>
      {confirmLabel ? (
        <Button variant={confirmVariant} isLoading={isConfirmLoading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      ) : null}
    </>
  );
  return (
    <Dialog
      {...dialog}
      size={size}
      footer={footer}
      eyebrow={step ? <StepIndicator {...step} /> : undefined}
    />
  );
}
