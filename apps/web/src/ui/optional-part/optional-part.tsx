import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../../lib/chunk-reload';
import { PartAttempt } from '../../lib/lazy-part';
import { Alert } from '../alert';
import { Button } from '../button';
import styles from './optional-part.module.css';

interface State {
  error: unknown;
  /** Tries so far: a part made with lib/lazy-part loads its code afresh on the next. */
  attempt: number;
}

/**
 * A part of a page the rest does without (a dialog, a card, a chart, the map): when its code cannot be loaded,
 * even after the session's one reload, it says so in its place with a way to try again, and the page stays.
 * Any other error goes on to the page's own boundary.
 */
export class OptionalPart extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override render() {
    const { error, attempt } = this.state;
    if (error === null)
      return <PartAttempt.Provider value={attempt}>{this.props.children}</PartAttempt.Provider>;
    // Not a chunk that failed: a bug, for the page's boundary to report.
    if (!(error instanceof ChunkLoadError)) throw error;
    return <PartNotLoaded retry={() => this.setState({ error: null, attempt: attempt + 1 })} />;
  }
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
