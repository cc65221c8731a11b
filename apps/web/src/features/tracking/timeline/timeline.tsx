import { lineAfter, lineBefore, statusTextKeys, type Locale } from '@tracking/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TIMELINE_EXPANDED_FLAG } from '../../../config/page-constants';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button, buttonClassName } from '../../../ui/button';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { ProofPhotos } from './proof-photos';
import { factText } from './fact-text';
import { timeText } from '../eta/time-text';
import { timelineSteps, visibleSteps, type TimelineStep } from './timeline-steps';
import type { Order } from '@tracking/core';
import styles from './timeline.module.css';

interface TimelineProps {
  order: Order;
  locale: Locale;
  now: Date;
  /** The page's query, kept on the link a step's action follows. */
  search?: string;
}

/** The page's query with the whole-history flag set or taken out ('?' alone for none: the link stays here). */
function withTimelineExpanded(search: string, expanded: boolean): string {
  const params = new URLSearchParams(search);
  if (expanded) params.set(TIMELINE_EXPANDED_FLAG, '');
  else params.delete(TIMELINE_EXPANDED_FLAG);
  return `?${params.toString()}`;
}

/** A step's description: one line as a paragraph, several facts as a list (the spec's string or list). */
function StepDescription({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  if (lines.length === 1) return <p className={styles.description}>{lines[0]}</p>;
  return (
    <ul className={styles.facts}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function StepMarkerIcon({ state }: { state: TimelineStep['state'] }) {
  const paths: Partial<Record<TimelineStep['state'], string>> = {
    done: 'M3.5 8.5l3 3 6-7',
    warning: 'M8 4v5M8 11.5v.5',
    error: 'M5 5l6 6M11 5l-6 6',
  };
  const path = paths[state];
  if (!path) return null;
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** The delivery steps, oldest first, with the steps still ahead; long histories fold their older steps. */
export function Timeline({ order, locale, now, search = '' }: TimelineProps) {
  const { t } = useTranslation();
  // Without the page's script Expand and Collapse are links: the flag in the query opens the whole history.
  const [expanded, setExpanded] = useState(() => new URLSearchParams(search).has(TIMELINE_EXPANDED_FLAG));
  const hydrated = useHydrated();
  const listId = useId();
  const all = timelineSteps(order);
  const { steps, hidden } = visibleSteps(all, expanded);
  const foldable = expanded || hidden > 0;

  return (
    <section aria-labelledby={`${listId}-title`}>
      <div className={styles.header}>
        <h2 id={`${listId}-title`} className={styles.title}>
          {t('timeline.title')}
        </h2>
        {foldable && !hydrated ? (
          <a
            className={buttonClassName({ variant: 'tertiary-color', size: 'small' })}
            href={`${withTimelineExpanded(search, !expanded)}#${listId}-title`}
          >
            {expanded ? t('timeline.collapse') : t('timeline.expand')}
          </a>
        ) : null}
        {foldable && hydrated ? (
          <Button
            variant="tertiary-color"
            size="small"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('timeline.collapse') : t('timeline.expand')}
          </Button>
        ) : null}
      </div>
      <ol id={listId} className={styles.list}>
        {hidden > 0 ? (
          <li className={`${styles.step} ${styles.folded}`}>
            <span className={styles.rail}>
              <span className={styles.marker} aria-hidden="true" />
              <span className={`${styles.line} ${styles.after}`} data-line="done" />
            </span>
            <span className={styles.body}>{t('timeline.earlier', { count: hidden })}</span>
          </li>
        ) : null}
        {steps.map((step, index) => {
          const keys = statusTextKeys(step.statusCode);
          const previous = index === 0 && hidden > 0 ? 'done' : steps[index - 1]?.state;
          return (
            <li
              key={step.key}
              className={styles.step}
              data-state={step.state}
              aria-current={step.state === 'active' ? 'step' : undefined}
            >
              <span className={styles.rail}>
                <span
                  className={`${styles.line} ${styles.before}`}
                  data-line={lineBefore(previous, step.state)}
                />
                <span className={styles.marker} data-state={step.state}>
                  <StepMarkerIcon state={step.state} />
                </span>
                <span
                  className={`${styles.line} ${styles.after}`}
                  data-line={lineAfter(step.state, steps[index + 1]?.state)}
                />
              </span>
              <div className={styles.body}>
                <p className={styles.stepTitle}>
                  <VisuallyHidden>{t(`timeline.state.${step.state}`)}: </VisuallyHidden>
                  {t(keys.title)}
                </p>
                <StepDescription
                  lines={[
                    // The current status is the page's headline; earlier problems keep their explanation here.
                    ...(!step.current && (step.state === 'warning' || step.state === 'error')
                      ? [t(keys.description)]
                      : []),
                    ...step.facts.map((fact) => factText(fact, locale, order.timeZone, now, t)),
                  ]}
                />
                {step.at ? (
                  <p className={styles.time}>
                    <time dateTime={step.at}>{timeText(step.at, locale, order.timeZone, now, t)}</time>
                  </p>
                ) : null}
                {step.imageUrls.length > 0 ? (
                  <ProofPhotos
                    urls={step.imageUrls}
                    actionLabel={step.action === 'viewPhoto' ? t('timeline.action.viewPhoto') : undefined}
                  />
                ) : null}
                {step.action === 'chooseAnotherDay' ? (
                  <Link
                    className={`${buttonClassName({ variant: 'secondary', size: 'small' })} ${styles.action}`}
                    to={paths.preferences.deliveryDayHref(order.trackingId, locale, search)}
                  >
                    {t('timeline.action.chooseAnotherDay')}
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
