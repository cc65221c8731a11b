import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../lib/lazy-part';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button, buttonClassName } from '../../../ui/button';
import { OptionalPart } from '../../../ui/error-boundary';
import styles from './timeline.module.css';

// The dialog (and its accessibility library) loads on the first tap, off the order page's critical path.
const ProofDialog = lazyPart(
  () => import('./proof-dialog'),
  (module) => module.ProofDialog,
);

interface ProofPhotosProps {
  urls: readonly string[];
  /** The step's action ("View photo"): a button that opens the first photo, beside the thumbnails. */
  actionLabel?: string | undefined;
}

/** Thumbnails of proof-of-delivery photos; each opens the photo large in a dialog, as does the step's action. */
export function ProofPhotos({ urls, actionLabel }: ProofPhotosProps) {
  const { t } = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const openUrl = openIndex === null ? undefined : urls[openIndex];
  const hydrated = useHydrated();

  // Before the page's script (or without it) each photo and the action are links to the photo itself.
  if (!hydrated)
    return (
      <>
        <div className={styles.photos}>
          {urls.map((url, index) => (
            <a
              key={url}
              className={styles.photoButton}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              referrerPolicy="no-referrer"
              aria-label={t('timeline.openProof', { number: index + 1 })}
            >
              <img src={url} alt="" width={72} height={72} loading="lazy" referrerPolicy="no-referrer" />
            </a>
          ))}
        </div>
        {actionLabel && urls[0] ? (
          <a
            className={`${buttonClassName({ variant: 'secondary', size: 'small' })} ${styles.action}`}
            href={urls[0]}
            target="_blank"
            rel="noopener noreferrer"
            referrerPolicy="no-referrer"
          >
            {actionLabel}
          </a>
        ) : null}
      </>
    );
  return (
    <>
      <div className={styles.photos}>
        {urls.map((url, index) => (
          <button
            key={url}
            type="button"
            className={styles.photoButton}
            aria-label={t('timeline.openProof', { number: index + 1 })}
            onClick={() => setOpenIndex(index)}
          >
            <img src={url} alt="" width={72} height={72} loading="lazy" referrerPolicy="no-referrer" />
          </button>
        ))}
      </div>
      {actionLabel ? (
        <Button variant="secondary" size="small" className={styles.action} onClick={() => setOpenIndex(0)}>
          {actionLabel}
        </Button>
      ) : null}
      {openIndex !== null && openUrl ? (
        <OptionalPart>
          <Suspense fallback={null}>
            <ProofDialog url={openUrl} number={openIndex + 1} onClose={() => setOpenIndex(null)} />
          </Suspense>
        </OptionalPart>
      ) : null}
    </>
  );
}
