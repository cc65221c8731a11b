import type { ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../field';
import styles from './checkbox-group.module.css';

interface CheckboxGroupProps {
  label: string;
  /** The values of the checked boxes. */
  value: string[];
  onChange: (value: string[]) => void;
  hint?: ReactNode;
  /** Shown in place of the hint, and marks the group invalid. */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Checkbox elements, each with a value. */
  children: ReactNode;
}

/** A labelled group of checkboxes with one hint or error for the whole group. */
export function CheckboxGroup({ label, hint, errorMessage, children, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      className={styles.group}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      {...props}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldHelp hint={hint} errorMessage={errorMessage} />
      <div className={styles.options}>{children}</div>
    </AriaCheckboxGroup>
  );
}
