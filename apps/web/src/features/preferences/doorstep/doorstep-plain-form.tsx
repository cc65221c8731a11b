import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../ui/button';
import { PHOTO_TYPES } from './doorstep-text';
import styles from './doorstep.module.css';

interface DoorstepPlainFormProps {
  /** Where the form posts (the service: pages/doorstep-form.ts). */
  action: string;
  /** There is a card: its photo may stay (the pin moves to nothing), and it can be removed. */
  hasCard: boolean;
}

/**
 * The card as a plain form, before (or without) the page's script: a photo chosen with the browser's own file
 * field and sent as multipart; the pin stays, or goes to the address (there is no map to place it).
 */
export function DoorstepPlainForm({ action, hasCard }: DoorstepPlainFormProps) {
  const { t } = useTranslation();
  const fileId = useId();
  return (
    <form method="post" encType="multipart/form-data" action={action} className={styles.plainForm}>
      <label htmlFor={fileId} className={styles.plainLabel}>
        {t('doorstep.choosePhoto')}
      </label>
      <input id={fileId} type="file" name="photo" accept={PHOTO_TYPES} required={!hasCard} />
      <p className={styles.help}>{t('doorstep.pinByAddress')}</p>
      <div className={styles.actions}>
        <button type="submit" name="action" value="save" className={buttonClassName({})}>
          {t('doorstep.save')}
        </button>
        {hasCard ? (
          <button
            type="submit"
            name="action"
            value="remove"
            formNoValidate
            className={buttonClassName({ variant: 'tertiary-error' })}
          >
            {t('doorstep.remove')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
