import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { journey } from './journey';
import styles from './journey-bar.module.css';

/** The parcel's journey at a glance: a segment per big stage, filled up to where the parcel is. */
export function JourneyBar({ statusCode }: { statusCode: number }) {
  const { t } = useTranslation();
  const progress = journey(statusCode);
  if (!progress) return null;
  const { stages, current, tone } = progress;
  return (
    <ol className={styles.bar} aria-label={t('journey.label')} data-tone={tone}>
      {stages.map((stage, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'ahead';
        return (
          <li
            key={stage}
            className={styles.stage}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.segment} aria-hidden="true" />
            <span className={styles.label}>
              {state === 'done' ? <VisuallyHidden>{t('timeline.state.done')}: </VisuallyHidden> : null}
              {t(`journey.${stage}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
