import { FEEDBACK_SENT_FLAG, type Locale } from '@tracking/core';
import { paths } from '../../config/paths';
import { useAddress } from '../../lib/router';
import { useServerFormError } from '../../lib/server-form-answer';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendFeedback } from './api/send-feedback';
import { newerFeedback, type SavedFeedback } from './feedback-draft';
import { FeedbackForm } from './feedback-form';
import { FeedbackView } from './feedback-view';
import styles from './feedback.module.css';

interface FeedbackCardProps {
  trackingId: string;
  /** The feedback sent before, as the order carries it. */
  feedback: SavedFeedback | null;
  locale: Locale;
  /** The delivery address's zone, which times are read in. */
  timeZone: string;
}

/**
 * Feedback on a final order: a form until feedback is sent, then the feedback with a thank-you and a way to
 * change it (sending again replaces it).
 */
export function FeedbackCard({ trackingId, feedback: given, locale, timeZone }: FeedbackCardProps) {
  const { t } = useTranslation();
  const send = useSendFeedback(trackingId);
  // The order brings the feedback in too once the cache has the answer; whichever is later is current.
  const feedback = newerFeedback(given, send.data?.feedback ?? null);
  // A form refused by the service (posted without scripts) comes back open, with what was sent.
  const refused = useServerFormError() !== null;
  const [editing, setEditing] = useState(given === null || refused);
  // Sent without scripts, the form goes on to the order page with a flag: the thank-you is said there.
  const { search } = useAddress();
  const [thanked, setThanked] = useState(
    () => given !== null && new URLSearchParams(search).has(FEEDBACK_SENT_FLAG),
  );
  const heading = useRef<HTMLHeadingElement>(null);

  const showFeedback = () => {
    setEditing(false);
    setThanked(true);
    // The form the recipient used is gone; the heading of what replaced it takes focus.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const edit = () => {
    setEditing(true);
    setThanked(false);
  };

  return (
    <section className={styles.card} aria-labelledby="feedback-title" data-testid="feedback">
      <h2 id="feedback-title" ref={heading} tabIndex={-1} className={styles.title}>
        {editing || !feedback ? t('feedback.title') : t('feedback.yourFeedback')}
      </h2>
      {editing || !feedback ? (
        <>
          <p className={styles.intro}>{t('feedback.intro')}</p>
          <FeedbackForm
            action={paths.pageForm.href(trackingId, locale, 'feedback')}
            current={feedback}
            send={send}
            onSent={showFeedback}
            onCancel={feedback ? () => setEditing(false) : undefined}
          />
        </>
      ) : (
        <FeedbackView
          feedback={feedback}
          locale={locale}
          timeZone={timeZone}
          thanked={thanked}
          onChange={edit}
        />
      )}
    </section>
  );
}
