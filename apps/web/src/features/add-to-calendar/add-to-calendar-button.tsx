import type { Locale } from '@tracking/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../lib/chunk-reload';
import { Button } from '../../ui/button';

// The dialog (and its accessibility library) loads on the first tap, off the order page's critical path.
const CalendarDialog = lazy(() =>
  loadChunk(() => import('./calendar-dialog')).then((module) => ({ default: module.CalendarDialog })),
);

interface AddToCalendarProps {
  trackingId: string;
  locale: Locale;
}

/** "Add to calendar": opens the choice of subscribing to the order's entry or downloading it. */
export function AddToCalendarButton({ trackingId, locale }: AddToCalendarProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="calendar-open">
        {t('addToCalendar.button')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <CalendarDialog trackingId={trackingId} locale={locale} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
