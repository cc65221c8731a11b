import type { ReactNode } from 'react';
import { RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../field';
import styles from './radio-group.module.css';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A line under the label, read as the option's description. */
  description?: ReactNode;
  /** A decorative picture before the label (cards only). */
  icon?: ReactNode;
}

interface RadioGroupProps<V extends string> {
  label: string;
  options: readonly RadioOption<V>[];
  /** The chosen value; null while nothing is chosen. */
  value: V | null;
  onChange: (value: V) => void;
  hint?: ReactNode;
  /** Shown in place of the hint, and marks the group invalid. */
  errorMessage?: string;
  isDisabled?: boolean;
  /** 'cards' draws each option as a bordered, full-width card; 'list' as a plain radio and label. */
  appearance?: 'list' | 'cards';
  name?: string;
}

/** A labelled group of radio options: arrow keys move the choice, Tab leaves the group. */
export function RadioGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  hint,
  errorMessage,
  appearance = 'list',
  ...props
}: RadioGroupProps<V>) {
  const isOption = (next: string): next is V => options.some((option) => option.value === next);
  return (
    <AriaRadioGroup
      className={styles.group}
      value={value}
      onChange={(next) => {
        if (isOption(next)) onChange(next);
      }}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      data-appearance={appearance}
      {...props}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldHelp hint={hint} errorMessage={errorMessage} />
      <div className={styles.options}>
        {options.map((option) => (
          <RadioField key={option.value} value={option.value} className={styles.option}>
            <RadioButton className={styles.button}>
              <span className={styles.circle} aria-hidden="true" />
              {appearance === 'cards' && option.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {option.icon}
                </span>
              ) : null}
              <span className={styles.label}>{option.label}</span>
            </RadioButton>
            {option.description ? (
              <Text slot="description" className={styles.description}>
                {option.description}
              </Text>
            ) : null}
          </RadioField>
        ))}
      </div>
    </AriaRadioGroup>
  );
}
