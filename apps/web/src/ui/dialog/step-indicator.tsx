import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../visually-hidden';
import styles from './dialog.module.css';

export interface DialogStep {
  /** 1-based. */
  current: number;
  total: number;
}

/** Dots for the steps of a multi-step dialog; screen readers hear "Step 2 of 3". */
export function StepIndicator({ current, total }: DialogStep) {
  const { t } = useTranslation();
  return (
    <p className={styles.steps}>
      <VisuallyHidden>{t('dialog.step', { current, total })}</VisuallyHidden>
      {Array.from({ length: total }, (_, index) => (
        <span
          key={index}
          className={styles.step}
          data-state={index + 1 < current ? 'done' : index + 1 === current ? 'current' : 'ahead'}
          aria-hidden="true"
        />
      ))}
    </p>
  );
}
