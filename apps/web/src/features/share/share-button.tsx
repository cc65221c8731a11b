import type { Locale } from '@tracking/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../lib/chunk-reload';
import { Button } from '../../ui/button';

// The dialog (and its accessibility library) loads on the first tap, off the order page's critical path.
const ShareDialog = lazy(() =>
  loadChunk(() => import('./share-dialog')).then((module) => ({ default: module.ShareDialog })),
);

interface ShareButtonProps {
  trackingId: string;
  locale: Locale;
}

/** The "Share" button: opens the dialog that makes, copies, lists and revokes view-only links. */
export function ShareButton({ trackingId, locale }: ShareButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="share-open">
        {t('share.button')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ShareDialog trackingId={trackingId} locale={locale} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
