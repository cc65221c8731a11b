import { isLiveStatus, statusTextKeys } from '@tracking/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { PREVIEW_PAGES, type PreviewPageKind } from './frame-state';
import styles from './preview-page.module.css';

interface PreviewToolbarProps {
  page: PreviewPageKind;
  onPageChange: (page: PreviewPageKind) => void;
  statusCode: number;
  /** The chosen statuses in journey order, stepped through with previous and next. */
  statuses: readonly number[];
  onStep: (step: 1 | -1) => void;
}

/** Which page the frames show, and which of the chosen statuses, one step at a time. */
export function PreviewToolbar({ page, onPageChange, statusCode, statuses, onStep }: PreviewToolbarProps) {
  const { t } = useTranslation();
  const pagesId = useId();
  const live = isLiveStatus(statusCode);
  const position = statuses.indexOf(statusCode) + 1;
  return (
    <div className={styles.toolbar}>
      <div className={styles.pages} role="group" aria-labelledby={pagesId}>
        <span id={pagesId} className={styles.toolbarLabel}>
          {t('preview.page.label')}
        </span>
        {PREVIEW_PAGES.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            size="small"
            isActive={page === kind}
            aria-pressed={page === kind}
            disabled={kind === 'map' && !live}
            onClick={() => onPageChange(kind)}
          >
            {t(`preview.page.${kind}`)}
          </Button>
        ))}
      </div>
      <div className={styles.stepper}>
        <Button variant="tertiary" size="small" disabled={statuses.length < 2} onClick={() => onStep(-1)}>
          <span aria-hidden="true">‹</span> {t('preview.statuses.previous')}
        </Button>
        <p className={styles.current} aria-live="polite">
          <strong>{t(statusTextKeys(statusCode).title)}</strong>
          <span className={styles.code}>{t('preview.statusCode', { code: statusCode })}</span>
          {position > 0 ? (
            <span className={styles.position}>
              {t('preview.statuses.position', { position, count: statuses.length })}
            </span>
          ) : null}
        </p>
        <Button variant="tertiary" size="small" disabled={statuses.length < 2} onClick={() => onStep(1)}>
          {t('preview.statuses.next')} <span aria-hidden="true">›</span>
        </Button>
      </div>
      {page === 'map' && !live ? <p className={styles.hint}>{t('preview.mapNeedsLive')}</p> : null}
    </div>
  );
}
