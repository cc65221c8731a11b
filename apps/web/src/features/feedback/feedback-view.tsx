import { formatDate, type Locale } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { RATINGS, type SavedFeedback } from './feedback-draft';
import styles from './feedback.module.css';

interface FeedbackViewProps {
  feedback: SavedFeedback;
  locale: Locale;
  /** The delivery address's zone, which times are read in. */
  timeZone: string;
  /** Just sent: say thank you. */
  thanked: boolean;
  onChange: () => void;
}

/** The feedback as it stands: the stars, the comment, when it was sent, and a way to change it. */
export function FeedbackView({ feedback, locale, timeZone, thanked, onChange }: FeedbackViewProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.view} data-testid="feedback-view">
      {thanked ? (
        <Alert variant="success" role="status" heading={t('feedback.thanks')}>
          {t('feedback.thanksText')}
        </Alert>
      ) : null}
      <p className={styles.given}>
        <span
          className={styles.stars}
          role="img"
          aria-label={t('feedback.rated', { rating: feedback.rating })}
        >
          {RATINGS.map((rating) => (
            <span
              key={rating}
              className={styles.shownStar}
              data-filled={rating <= feedback.rating || undefined}
            >
              <Icon name="star" size={24} />
            </span>
          ))}
        </span>
        <span className={styles.ratingWord}>{t(`feedback.ratingWord.${feedback.rating}`)}</span>
      </p>
      {feedback.comment ? <blockquote className={styles.comment}>{feedback.comment}</blockquote> : null}
      <p className={styles.note}>
        {t('feedback.sentAt', { time: formatDate(feedback.at, 'dayTime', locale, timeZone) })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onChange}>
          {t('feedback.change')}
        </Button>
      </div>
    </div>
  );
}
