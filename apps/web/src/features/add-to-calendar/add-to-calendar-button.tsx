import { SERVICE_PATHS, type Locale } from '@tracking/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../lib/lazy-part';
import { useHydrated } from '../../lib/use-hydrated';
import { Button, buttonClassName } from '../../ui/button';
import { OptionalPart } from '../../ui/error-boundary';

// The dialog (and its accessibility library) loads on the first tap, off the order page's critical path.
const CalendarDialog = lazyPart(
  () => import('./calendar-dialog'),
  (module) => module.CalendarDialog,
);

interface AddToCalendarProps {
  trackingId: string;
  locale: Locale;
}

/**
 * "Add to calendar": opens the choice of subscribing to the order's entry or downloading it. Until the page's
 * script runs it is a plain link to the entry's file (the order's own id reads as its calendar id).
 */
export function AddToCalendarButton({ trackingId, locale }: AddToCalendarProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const hydrated = useHydrated();
  if (!hydrated) {
    const query = new URLSearchParams({ trackingId, lang: locale });
    return (
      <a
        className={buttonClassName({ variant: 'secondary' })}
        href={`${SERVICE_PATHS.calendar}?${query.toString()}`}
        download
        data-testid="calendar-download"
      >
        {t('addToCalendar.button')}
      </a>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="calendar-open">
        {t('addToCalendar.button')}
      </Button>
      {isOpen ? (
        <OptionalPart>
          <Suspense fallback={null}>
            <CalendarDialog trackingId={trackingId} locale={locale} onClose={() => setOpen(false)} />
          </Suspense>
        </OptionalPart>
      ) : null}
    </>
  );
}
