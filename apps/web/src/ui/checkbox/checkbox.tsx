import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, Text } from 'react-aria-components';
import { FieldError } from '../field-error';
import { Icon } from '../icon';
import styles from './checkbox.module.css';

interface CheckboxProps {
  /** The label, beside the box. */
  children: ReactNode;
  /** A line under the label, read as the checkbox's description. */
  description?: ReactNode;
  /** Shown under the checkbox and marks it invalid (alone; in a group the group shows errors). */
  errorMessage?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Neither on nor off: some of what it stands for is chosen ("intermediate"). */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  /** Its value inside a checkbox group. */
  value?: string;
  name?: string;
}

/** A checkbox with a label and an optional description: checked, indeterminate, disabled and invalid looks. */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      className={styles.field}
      isInvalid={errorMessage ? true : undefined}
      validationBehavior="aria"
      {...props}
    >
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <Icon name="minus" size={16} />
              ) : isSelected ? (
                <Icon name="check" size={16} />
              ) : null}
            </span>
            <span className={styles.label}>{children}</span>
          </>
        )}
      </CheckboxButton>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {errorMessage ? <FieldError>{errorMessage}</FieldError> : null}
    </CheckboxField>
  );
}
