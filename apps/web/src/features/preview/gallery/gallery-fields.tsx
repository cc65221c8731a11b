import { INSTRUCTIONS_MAX_LENGTH, PREFERENCE_CODE_VALUES, preferenceLabelKey } from '@tracking/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/checkbox';
import { CheckboxGroup } from '../../../ui/checkbox-group';
import { FieldErrorMessage } from '../../../ui/field-error';
import { RadioGroup } from '../../../ui/radio-group';
import { TextArea } from '../../../ui/text-area';
import { TextInput } from '../../../ui/text-input';
import { GallerySection } from './gallery-section';
import styles from './gallery.module.css';

/** Text fields (with a hint, with an error), the text area, checkboxes in their states, and groups. */
export function GalleryFields() {
  const { t } = useTranslation();
  const [text, setText] = useState(t('preview.sampleInstructions'));
  const [notes, setNotes] = useState('');
  const [choice, setChoice] = useState<string | null>('30');
  const [checked, setChecked] = useState(['inPerson']);
  return (
    <>
      <GallerySection id="fields" title={t('preview.gallery.fields')}>
        <div className={styles.stack}>
          <TextInput
            label={t('preferences.instructions.label')}
            hint={t('preferences.instructions.hint')}
            value={text}
            onChange={setText}
          />
          <TextInput
            label={t('preferences.instructions.label')}
            value={'x'.repeat(12)}
            onChange={() => {}}
            errorMessage={t('preferences.errors.instructions', { max: INSTRUCTIONS_MAX_LENGTH })}
          />
          <TextArea
            label={t('preferences.instructions.label')}
            optionalText={t('field.optional')}
            value={notes}
            onChange={setNotes}
            maxLength={INSTRUCTIONS_MAX_LENGTH}
            rows={3}
          />
          <FieldErrorMessage>{t('preferences.errors.deliveryPreference')}</FieldErrorMessage>
        </div>
      </GallerySection>
      <GallerySection id="choices" title={t('preview.gallery.choices')}>
        <div className={styles.stack}>
          <RadioGroup
            label={t('preferences.arrival.label')}
            options={PREFERENCE_CODE_VALUES.map((code) => ({
              value: String(code),
              label: t(preferenceLabelKey(code)),
            }))}
            value={choice}
            onChange={setChoice}
          />
          <CheckboxGroup label={t('preferences.inPerson.title')} value={checked} onChange={setChecked}>
            <Checkbox value="inPerson" description={t('preferences.inPerson.description')}>
              {t('preferences.inPerson.label')}
            </Checkbox>
            <Checkbox value="signature">{t('requirement.signature')}</Checkbox>
          </CheckboxGroup>
          <div className={styles.row}>
            <Checkbox isIndeterminate>{t('preview.gallery.state.indeterminate')}</Checkbox>
            <Checkbox isSelected isDisabled>
              {t('preview.gallery.state.disabled')}
            </Checkbox>
          </div>
        </div>
      </GallerySection>
    </>
  );
}
