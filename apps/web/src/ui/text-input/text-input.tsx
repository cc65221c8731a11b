import { INPUT_MAX_LENGTH } from '../../config/page-constants';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Input, TextField } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldClassNames } from '../field';
import { Icon } from '../icon';
import styles from './text-input.module.css';

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** Shown in place of the hint, and marks the field invalid. */
  errorMessage?: string;
  /** Longer text is cut to this many characters. */
  maxLength?: number;
  /** Accessible name of the clear button; "Clear" in the page's language by default. */
  clearLabel?: string;
  /** Said after the label of a field that may stay empty. */
  optionalText?: string;
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'search';
  autoComplete?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
}

/** A one-line text field with a label, a hint or an error, a clear button, and a length limit. */
export function TextInput({
  label,
  value,
  onChange,
  hint,
  errorMessage,
  maxLength = INPUT_MAX_LENGTH,
  clearLabel,
  optionalText,
  isDisabled = false,
  ...inputProps
}: TextInputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <TextField
      className={fieldClassNames.field}
      value={value}
      onChange={(next) => onChange(next.slice(0, maxLength))}
      maxLength={maxLength}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      {...inputProps}
    >
      <FieldLabel optionalText={optionalText}>{label}</FieldLabel>
      <div className={fieldClassNames.control}>
        <Input ref={input} />
        {value && !isDisabled ? (
          <AriaButton className={styles.clear} aria-label={clearLabel ?? t('field.clear')} onPress={clear}>
            <Icon name="close" size={18} />
          </AriaButton>
        ) : null}
      </div>
      <FieldHelp hint={hint} errorMessage={errorMessage} />
    </TextField>
  );
}
