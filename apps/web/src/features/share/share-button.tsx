import type { Locale } from '@tracking/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../lib/lazy-part';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../../ui/button';
import { OptionalPart } from '../../ui/error-boundary';

// The dialog (and its accessibility library) loads on the first tap, off the order page's critical path.
const ShareDialog = lazyPart(
  () => import('./share-dialog'),
  (module) => module.ShareDialog,
);

interface ShareButtonProps {
  trackingId: string;
  locale: Locale;
  /** The delivery address's zone, which days are read in. */
  timeZone: string;
}

/**
 * The "Share" button: opens the dialog that makes, copies, lists and revokes view-only links. It needs the
 * page's script (copying, the list), so it is not shown until the script runs.
 */
export function ShareButton({ trackingId, locale, timeZone }: ShareButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  if (!useHydrated()) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="share-open">
        {t('share.button')}
      </Button>
      {isOpen ? (
        <OptionalPart>
          <Suspense fallback={null}>
            <ShareDialog
              trackingId={trackingId}
              locale={locale}
              timeZone={timeZone}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </OptionalPart>
      ) : null}
    </>
  );
}
