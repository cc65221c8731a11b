import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../../lib/chunk-reload';
import { Alert } from '../alert';
import { Button } from '../button';
import { ErrorBoundary } from './error-boundary';
import styles from './optional-part.module.css';

/** A chunk that failed shows in the part's place; anything else (a bug) goes on to the page's boundary. */
function partFallback(error: unknown, retry: () => void): ReactNode {
  if (!(error instanceof ChunkLoadError)) throw error;
  return <PartNotLoaded retry={retry} />;
}

/**
 * A part of a page the rest does without (a dialog, a card, a chart, the map): when its code cannot be loaded,
 * even after the session's one reload, it says so in its place with a way to try again, and the page stays.
 */
export function OptionalPart({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={partFallback}>{children}</ErrorBoundary>;
}

function PartNotLoaded({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failed} data-testid="part-not-loaded">
      <Alert variant="error" role="alert" heading={t('optionalPart.failed')}>
        <Button variant="tertiary-error" size="small" onClick={retry} className={styles.retry}>
          {t('optionalPart.retry')}
        </Button>
      </Alert>
    </div>
  );
}
