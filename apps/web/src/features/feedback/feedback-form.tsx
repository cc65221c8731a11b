import { FEEDBACK_COMMENT_MAX_LENGTH } from '@tracking/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formErrors } from '../../lib/field-errors';
import { useFieldsAtHydration } from '../../lib/use-fields-at-hydration';
import { useServerFormError, useServerFormFields } from '../../lib/server-form-answer';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { focusFirstInvalid } from '../../ui/field';
import { TextArea } from '../../ui/text-area';
import type { useSendFeedback } from './api/send-feedback';
import { FEEDBACK_FIELDS, asRating, feedbackBody, type SavedFeedback } from './feedback-draft';
import { StarRating } from './star-rating';
import styles from './feedback.module.css';

interface FeedbackFormProps {
  /** Where the form posts without scripts. */
  action: string;
  /** The feedback sent before: the form starts from it, and sending replaces it. */
  current: SavedFeedback | null;
  send: ReturnType<typeof useSendFeedback>;
  onSent: () => void;
  /** Offered when there is feedback to go back to. */
  onCancel?: () => void;
}

/** A star rating and an optional comment, sent on demand; the service's field errors show by their fields. */
export function FeedbackForm({ action, current, send, onSent, onCancel }: FeedbackFormProps) {
  const { t } = useTranslation();
  // Sent back by the service with a refusal (posted without scripts): what was sent, not what was saved.
  const posted = useServerFormFields();
  const [rating, setRating] = useState(() => asRating(Number(posted?.rating ?? current?.rating)));
  const [comment, setComment] = useState(posted?.comment ?? current?.comment ?? '');
  const [noRating, setNoRating] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // A star or comment chosen before the page's script ran is kept, not put back to the one the server rendered.
  useFieldsAtHydration(form, (fields) => {
    setRating((shown) => asRating(Number(fields.value('rating'))) ?? shown);
    setComment(fields.value('comment') ?? comment);
  });
  // Runs once the errors have rendered, so the field to focus is marked invalid.
  const showErrors = () => requestAnimationFrame(() => focusFirstInvalid(form.current));
  // Posted without scripts, the form comes back from the service with its refusal; a new try replaces it.
  const serverError = useServerFormError();
  const failure = send.error ?? (send.isIdle ? serverError : null);
  const error = failure instanceof ApiError ? failure : null;
  const refused = error ? formErrors(error.fieldErrors, FEEDBACK_FIELDS) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = feedbackBody(rating, comment);
    setNoRating(body === null);
    if (!body) return showErrors();
    send.mutate(body, { onSuccess: onSent, onError: showErrors });
  };

  return (
    // Without scripts it is a plain form the service takes and answers (server: pages/page-forms.ts).
    <form
      ref={form}
      method="post"
      action={action}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('feedback.title')}
    >
      {failure ? (
        <Alert variant="error" role="alert" heading={t('feedback.errors.heading')}>
          {error?.status === 409
            ? t('feedback.errors.notFinal')
            : refused && refused.fields.size > 0
              ? t('feedback.errors.checkFields')
              : errorText(failure, t)}
        </Alert>
      ) : null}
      <StarRating
        value={rating}
        onChange={(next) => {
          setNoRating(false);
          setRating(next);
        }}
        errorMessage={noRating || refused?.fields.has('rating') ? t('feedback.errors.rating') : undefined}
      />
      <TextArea
        name="comment"
        label={t('feedback.commentLabel')}
        optionalText={t('field.optional')}
        hint={t('feedback.commentHint')}
        value={comment}
        onChange={setComment}
        maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
        rows={3}
        errorMessage={
          refused?.fields.has('comment')
            ? t('feedback.errors.comment', { max: FEEDBACK_COMMENT_MAX_LENGTH })
            : undefined
        }
      />
      {current ? <p className={styles.note}>{t('feedback.replaces')}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" isLoading={send.isPending}>
          {t('feedback.send')}
        </Button>
        {onCancel ? (
          <Button variant="tertiary" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
