import { atTheDoorFor } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert';
import { Checkbox } from '../../ui/checkbox';
import { Icon } from '../../ui/icon';
import { Tooltip } from '../../ui/tooltip';
import type { InPersonChoice } from '@tracking/core';
import styles from './preferences-page.module.css';

interface InPersonFieldProps {
  choice: InPersonChoice;
  merchant: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  errorMessage?: string;
}

/**
 * The in-person hand-over: the recipient's choice, or the merchant's requirement explained (and locked on),
 * or why the parcel is always left outside. Below, what will happen at the door, by the label precedence.
 */
export function InPersonField({ choice, merchant, isSelected, onChange, errorMessage }: InPersonFieldProps) {
  const { t } = useTranslation();
  const atTheDoor = atTheDoorFor(choice, isSelected);
  return (
    <div className={styles.handOver} role="group" aria-labelledby="hand-over-title">
      <div className={styles.handOverHeader}>
        <h3 id="hand-over-title" className={styles.groupTitle}>
          {t('preferences.inPerson.title')}
        </h3>
        {choice.kind === 'required' ? (
          <Tooltip label={t('preferences.inPerson.whyRequired')}>
            {t('preferences.inPerson.requiredTooltip', { merchant })}
          </Tooltip>
        ) : null}
      </div>
      {choice.kind === 'alwaysOutside' ? (
        <Alert variant="primary" heading={t('preferences.inPerson.alwaysOutsideTitle')}>
          {t('preferences.inPerson.alwaysOutside', { merchant })}
        </Alert>
      ) : (
        <Checkbox
          name="deliverInPerson"
          value="true"
          isSelected={choice.kind === 'required' || isSelected}
          isDisabled={choice.kind === 'required'}
          onChange={onChange}
          errorMessage={errorMessage}
          description={
            choice.kind === 'required'
              ? t(`preferences.inPerson.required.${choice.requirement}`, { merchant })
              : t('preferences.inPerson.description')
          }
        >
          {t('preferences.inPerson.label')}
        </Checkbox>
      )}
      <p className={styles.atTheDoor} data-testid="at-the-door">
        <Icon name={atTheDoor === 'outsideDoor' ? 'door' : 'person'} size={20} />
        <span>
          <span className={styles.atTheDoorLabel}>{t('order.atTheDoor')}: </span>
          {t(`requirement.${atTheDoor}`)}
        </span>
      </p>
    </div>
  );
}
