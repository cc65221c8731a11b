import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import { TextArea as AriaTextArea, TextField } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldClassNames } from '../field';
import { VisuallyHidden } from '../visually-hidden';
import { cutToLength } from './cut-to-length';
import { useSettledText } from './use-settled-text';
import styles from './text-area.module.css';

interface TextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** Shown in place of the hint, and marks the field invalid. */
  errorMessage?: string;
  /** Longer text is cut to this many characters, and what is left is shown. */
  maxLength?: number;
  /** Said after the label of a field that may stay empty. */
  optionalText?: string;
  name?: string;
  rows?: number;
  isDisabled?: boolean;
}

/** How long typing must pause before a screen reader hears how many characters are left. */
const ANNOUNCE_AFTER_MS = 900;

/**
 * A multi-line text field. With a maximum length it cuts longer text (typed or pasted) to that length, says so,
 * and counts what is left; the count reaches screen readers politely, once typing pauses.
 */
export function TextArea({
  label,
  value,
  onChange,
  hint,
  errorMessage,
  maxLength,
  optionalText,
  rows = 4,
  isDisabled = false,
  name,
}: TextAreaProps) {
  const { t } = useTranslation();
  const counterId = useId();
  const [wasCut, setWasCut] = useState(false);
  const hydrated = useHydrated();
  const shown = cutToLength(value, maxLength);
  const left = maxLength === undefined ? null : maxLength - shown.value.length;
  const counterText =
    left === null
      ? ''
      : wasCut
        ? t('field.textCut', { max: maxLength })
        : t('field.charactersLeft', { count: left });
  const announcement = useSettledText(counterText, ANNOUNCE_AFTER_MS);

  const change = (next: string) => {
    const cut = cutToLength(next, maxLength);
    setWasCut(cut.wasCut);
    onChange(cut.value);
  };

  return (
    <TextField
      className={fieldClassNames.field}
      value={shown.value}
      onChange={change}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name={name}
      aria-describedby={left === null ? undefined : counterId}
    >
      <FieldLabel optionalText={optionalText}>{label}</FieldLabel>
      <div className={fieldClassNames.control}>
        {/* Without scripts (or before them) the browser itself keeps the text to its limit. */}
        <AriaTextArea rows={rows} maxLength={hydrated ? undefined : maxLength} />
      </div>
      <div className={styles.under}>
        <FieldHelp hint={hint} errorMessage={errorMessage} />
        {left === null ? null : (
          <p id={counterId} className={styles.counter} data-cut={wasCut || undefined} aria-hidden="true">
            {counterText}
          </p>
        )}
      </div>
      {left === null ? null : (
        <VisuallyHidden>
          <span aria-live="polite">{announcement}</span>
        </VisuallyHidden>
      )}
    </TextField>
  );
}
