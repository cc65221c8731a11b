import {
  INSTRUCTIONS_MAX_LENGTH,
  PREFERENCE_CODE_VALUES,
  preferenceLabelKey,
  type PreferenceCode,
} from '@tracking/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useServerFormError, useServerFormFields } from '../../lib/server-form-answer';
import { useFieldsAtHydration } from '../../lib/use-fields-at-hydration';
import { formErrors } from '../../lib/field-errors';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { focusFirstInvalid } from '../../ui/field';
import { Icon, type IconName } from '../../ui/icon';
import { RadioGroup } from '../../ui/radio-group';
import { TextArea } from '../../ui/text-area';
import { VisuallyHidden } from '../../ui/visually-hidden';
import type { useSavePreferences } from './api/save-preferences';
import { DeliveryDayField } from './delivery-day-field';
import { InPersonField } from './in-person-field';
import type { PreferencesOrder } from './preferences-order';
import { inPersonChoice } from '@tracking/core';
import {
  PREFERENCES_FIELDS,
  draftAtHydration,
  draftFromPosted,
  initialDraft,
  preferencesBody,
} from './preferences-draft';
import styles from './preferences-page.module.css';

const OPTION_ICONS: Record<PreferenceCode, IconName> = { 10: 'bell-off', 20: 'door', 30: 'bell' };
const OPTION_HINTS: Record<PreferenceCode, string> = { 10: 'doNothing', 20: 'knock', 30: 'doorbell' };

interface PreferencesFormProps {
  order: PreferencesOrder;
  save: ReturnType<typeof useSavePreferences>;
  orderHref: string;
  skipHref: string;
}

/** The choices, sent on confirm; the service's field errors show by their fields. */
export function PreferencesForm({ order, save, orderHref, skipHref }: PreferencesFormProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // Sent back by the service with a refusal (posted without scripts): what was sent, not what was saved.
  const posted = useServerFormFields();
  const [draft, setDraft] = useState(() => {
    const saved = initialDraft(order.deliveryPreferences, order.deliveryDate);
    return posted ? draftFromPosted(saved, posted) : saved;
  });
  const [noChoice, setNoChoice] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Chosen or typed before the page's script ran: kept, not put back to the draft the server rendered.
  useFieldsAtHydration(form, (fields) => setDraft((current) => draftAtHydration(current, fields)));
  // Runs once the errors have rendered, so the field to focus is marked invalid.
  const showErrors = () => requestAnimationFrame(() => focusFirstInvalid(form.current));
  const choice = inPersonChoice(order.deliveryRequirements, order.account);
  const offersDays = order.availableDeliveryDates.length > 0;
  // Posted without scripts, the form comes back from the service with its refusal; a new try replaces it.
  const serverError = useServerFormError();
  const failure = save.error ?? (save.isIdle ? serverError : null);
  const refused = failure instanceof ApiError ? formErrors(failure.fieldErrors, PREFERENCES_FIELDS) : null;
  const hasError = (field: (typeof PREFERENCES_FIELDS)[number]) => refused?.fields.has(field) ?? false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = preferencesBody(draft, choice, offersDays);
    setNoChoice(body === null);
    if (!body) return showErrors();
    // Both are left out if the recipient has left the page meanwhile.
    save.mutate(body, { onSuccess: () => navigate(orderHref), onError: showErrors });
  };

  const options = PREFERENCE_CODE_VALUES.map((code) => ({
    value: String(code),
    label: t(preferenceLabelKey(code)),
    description: t(`preferences.arrival.${OPTION_HINTS[code]}`),
    icon: <Icon name={OPTION_ICONS[code]} size={22} />,
  }));

  return (
    // Without scripts it is a plain form the service takes and answers (routes/web/preferences-form.ts).
    <form
      ref={form}
      method="post"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby="preferences-form-title"
    >
      <h2 id="preferences-form-title" className={styles.formTitle}>
        {t('preferences.formTitle')}
      </h2>
      {failure ? (
        <Alert variant="error" role="alert" heading={t('preferences.errors.heading')}>
          {refused && refused.fields.size > 0 ? t('preferences.errors.checkFields') : errorText(failure, t)}
        </Alert>
      ) : null}
      <RadioGroup
        name="deliveryPreference"
        label={t('preferences.arrival.label')}
        appearance="cards"
        options={options}
        value={draft.deliveryPreference === null ? null : String(draft.deliveryPreference)}
        onChange={(value) => {
          setNoChoice(false);
          setDraft({ ...draft, deliveryPreference: Number(value) as PreferenceCode });
        }}
        errorMessage={
          noChoice || hasError('deliveryPreference') ? t('preferences.errors.deliveryPreference') : undefined
        }
      />
      <InPersonField
        choice={choice}
        merchant={order.account.name}
        isSelected={draft.deliverInPerson}
        onChange={(deliverInPerson) => setDraft({ ...draft, deliverInPerson })}
        errorMessage={hasError('deliverInPerson') ? t('preferences.errors.deliverInPerson') : undefined}
      />
      {offersDays ? (
        <DeliveryDayField
          order={order}
          name="deliveryDate"
          value={draft.deliveryDate}
          onChange={(deliveryDate) => setDraft({ ...draft, deliveryDate })}
          errorMessage={hasError('deliveryDate') ? t('deliveryDay.error') : undefined}
        />
      ) : null}
      <TextArea
        name="instructions"
        label={t('preferences.instructions.label')}
        optionalText={t('field.optional')}
        hint={t('preferences.instructions.hint')}
        value={draft.instructions}
        onChange={(instructions) => setDraft({ ...draft, instructions })}
        maxLength={INSTRUCTIONS_MAX_LENGTH}
        errorMessage={
          hasError('instructions')
            ? t('preferences.errors.instructions', { max: INSTRUCTIONS_MAX_LENGTH })
            : undefined
        }
      />
      <div className={styles.actions}>
        <Button type="submit" isLoading={save.isPending} className={styles.submit}>
          {order.hasConfirmedPreferences ? t('preferences.save') : t('preferences.confirm')}
        </Button>
        <Link
          className={buttonClassName({ variant: 'tertiary-color' })}
          to={order.hasConfirmedPreferences ? orderHref : skipHref}
        >
          {order.hasConfirmedPreferences ? t('preferences.backToOrder') : t('preferences.skip')}
        </Link>
      </div>
      <VisuallyHidden>
        <span role="status">{save.isPending ? t('preferences.saving') : ''}</span>
      </VisuallyHidden>
    </form>
  );
}
