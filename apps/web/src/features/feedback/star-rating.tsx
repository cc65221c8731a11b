import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { FieldError } from '../../ui/field-error';
import { FieldLabel } from '../../ui/field';
import { Icon } from '../../ui/icon';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { RATINGS, asRating, type Rating } from './feedback-draft';
import styles from './feedback.module.css';

interface StarRatingProps {
  value: Rating | null;
  onChange: (rating: Rating) => void;
  errorMessage?: string;
}

/**
 * A 1-5 rating as a radio group of stars: arrow keys move the rating, each star is named "N stars", and the
 * stars up to the chosen (or hovered) one fill.
 */
export function StarRating({ value, onChange, errorMessage }: StarRatingProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<Rating | null>(null);
  const shown = hovered ?? value;
  return (
    <RadioGroup
      className={styles.rating}
      orientation="horizontal"
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const rating = asRating(Number(next));
        if (rating !== null) onChange(rating);
      }}
      isInvalid={Boolean(errorMessage)}
      name="rating"
      validationBehavior="aria"
    >
      <FieldLabel>{t('feedback.ratingLabel')}</FieldLabel>
      <div className={styles.stars}>
        {RATINGS.map((rating) => (
          <RadioField key={rating} value={String(rating)}>
            <RadioButton
              className={styles.star}
              data-filled={shown !== null && rating <= shown ? true : undefined}
              onHoverStart={() => setHovered(rating)}
              onHoverEnd={() => setHovered((current) => (current === rating ? null : current))}
            >
              <Icon name="star" size={36} />
              <VisuallyHidden>{t('feedback.stars', { count: rating })}</VisuallyHidden>
            </RadioButton>
          </RadioField>
        ))}
        <span className={styles.ratingWord} aria-hidden="true">
          {shown === null ? '' : t(`feedback.ratingWord.${shown}`)}
        </span>
      </div>
      {errorMessage ? <FieldError>{errorMessage}</FieldError> : null}
    </RadioGroup>
  );
}
