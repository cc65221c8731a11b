import { DISPUTE_MESSAGE_MAX_LENGTH, DISPUTE_REASONS, type DisputeReason } from '@tracking/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { focusFirstInvalid } from '../../ui/field';
import { RadioGroup } from '../../ui/radio-group';
import { TextArea } from '../../ui/text-area';
import type { useOpenDispute } from './api/open-dispute';
import styles from './dispute.module.css';

interface DisputeFormProps {
  send: ReturnType<typeof useOpenDispute>;
  onSent: () => void;
  onCancel: () => void;
}

/** What went wrong and, if the recipient wants, in their own words; sent on demand. */
export function DisputeForm({ send, onSent, onCancel }: DisputeFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<DisputeReason | null>(null);
  const [message, setMessage] = useState('');
  const [noReason, setNoReason] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const showErrors = () => requestAnimationFrame(() => focusFirstInvalid(form.current));
  const error = send.error instanceof ApiError ? send.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNoReason(reason === null);
    if (reason === null) return showErrors();
    const body = message.trim() ? { reason, message: message.trim() } : { reason };
    send.mutate(body, { onSuccess: onSent, onError: showErrors });
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={t('dispute.title')}>
      {send.isError ? (
        <Alert variant="error" role="alert" heading={t('dispute.errors.heading')}>
          {error?.status === 409 ? t('dispute.errors.notNow') : errorText(send.error, t)}
        </Alert>
      ) : null}
      <RadioGroup
        label={t('dispute.reasonLabel')}
        options={DISPUTE_REASONS.map((value) => ({ value, label: t(`dispute.reason.${value}`) }))}
        value={reason}
        onChange={(next) => {
          setNoReason(false);
          setReason(next);
        }}
        errorMessage={noReason ? t('dispute.errors.reason') : undefined}
        appearance="cards"
      />
      <TextArea
        name="message"
        label={t('dispute.messageLabel')}
        optionalText={t('field.optional')}
        hint={t('dispute.messageHint')}
        value={message}
        onChange={setMessage}
        maxLength={DISPUTE_MESSAGE_MAX_LENGTH}
        rows={3}
      />
      <div className={styles.actions}>
        {/* Sent by the page's script only (the service takes it as JSON): until it runs, nothing to press. */}
        <Button type="submit" needsScript isLoading={send.isPending}>
          {t('dispute.send')}
        </Button>
        <Button variant="tertiary" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
      </div>
    </form>
  );
}
