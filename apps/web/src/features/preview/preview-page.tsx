import { DEFAULT_BRAND_COLOR, themeCssVariables, type Locale } from '@tracking/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialLocale } from '../../i18n/locale-choice';
import { Alert } from '../../ui/alert';
import { useCssVariables } from '../../ui/page-shell';
import { SelectList } from '../../ui/select-list';
import { DeviceFrames } from './device-frames';
import { DesignGallery } from './gallery/design-gallery';
import type { PreviewPageKind } from './frame-state';
import { PreviewHeader } from './preview-header';
import { PreviewToolbar } from './preview-toolbar';
import {
  DEFAULT_PREVIEW_STATUSES,
  orderedStatuses,
  statusAfterChoice,
  statusGroups,
  stepStatus,
} from './status-steps';
import { ThemePanel } from './theme-panel';
import { usePreviewInput } from './use-preview-input';
import styles from './preview-page.module.css';

/**
 * The merchant preview: its tracking page in its own colours and logo (from the address or its dashboard),
 * on sample orders at the statuses it picks, at phone and desktop width, in any of the nine languages, and every
 * design-system piece in that theme. Nothing here calls the service.
 */
export function PreviewPage() {
  const { t, i18n } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [source, setInput] = usePreviewInput({
    theme: null,
    logo: null,
    locale: initialLocale(window.location.pathname, navigator.languages),
    merchantName: t('preview.sampleMerchant'),
  });
  const { input } = source;
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(DEFAULT_PREVIEW_STATUSES));
  const [statusCode, setStatusCode] = useState(80);
  const [page, setPage] = useState<PreviewPageKind>('order');
  const statuses = orderedStatuses(chosen);

  useCssVariables(root, {
    ...themeCssVariables(input.theme),
    '--top-accent': input.theme?.topSectionFontColor ?? DEFAULT_BRAND_COLOR,
  });
  useEffect(() => {
    if (i18n.language !== input.locale) void i18n.changeLanguage(input.locale);
  }, [i18n, input.locale]);

  const choose = (next: Set<string>) => {
    setStatusCode(statusAfterChoice(chosen, next, statusCode));
    setChosen(next);
  };
  const problems = source.problems.map(
    (problem) => `${t(`preview.problems.${problem.field}`)}: ${problem.message}`,
  );
  if (source.rejected) problems.push(`${t('preview.problems.message')}: ${source.rejected}`);

  return (
    <div ref={root} className={styles.page}>
      <title>{t('preview.documentTitle', { merchant: input.merchantName })}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PreviewHeader input={input} onLocaleChange={(locale: Locale) => setInput({ ...input, locale })} />
      <main className={styles.main}>
        {problems.length > 0 ? (
          <Alert variant="warning" heading={t('preview.problems.heading')} className={styles.problems}>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <PreviewToolbar
          page={page}
          onPageChange={setPage}
          statusCode={statusCode}
          statuses={statuses}
          onStep={(step) => setStatusCode(stepStatus(statuses, statusCode, step))}
        />
        <DeviceFrames
          state={{ input, statusCode, page }}
          below={
            <div className={styles.controls}>
              <div className={styles.panel}>
                <SelectList
                  label={t('preview.statuses.label')}
                  groups={statusGroups(t)}
                  selectionMode="multiple"
                  value={chosen}
                  onChange={choose}
                />
              </div>
              <div className={styles.panel}>
                <ThemePanel input={input} />
              </div>
            </div>
          }
        />
        <DesignGallery locale={input.locale} />
      </main>
    </div>
  );
}
