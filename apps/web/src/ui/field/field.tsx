import type { ReactNode } from 'react';
import { Label, Text } from 'react-aria-components';
import { FieldError } from '../field-error';
import styles from './field.module.css';

/** The label of a React Aria field; optional fields say so in words, not with a missing asterisk. */
export function FieldLabel({ children, optionalText }: { children: ReactNode; optionalText?: string }) {
  return (
    <Label className={styles.label}>
      {children}
      {optionalText ? (
        <>
          {' '}
          <span className={styles.optional}>({optionalText})</span>
        </>
      ) : null}
    </Label>
  );
}

/** Under a field: its error while there is one, in place of the hint, else the hint. Both are linked to it. */
export function FieldHelp({ hint, errorMessage }: { hint?: ReactNode; errorMessage?: string }) {
  if (errorMessage) return <FieldError>{errorMessage}</FieldError>;
  return hint ? (
    <Text slot="description" className={styles.hint}>
      {hint}
    </Text>
  ) : null;
}

/** Class names fields share: the field column and the bordered control. */
export const fieldClassNames = { field: styles.field, control: styles.control } as const;
