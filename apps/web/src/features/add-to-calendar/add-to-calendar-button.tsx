import type { Locale } from '@tracking/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { calendarLinks } from './calendar-links';
import styles from './add-to-calendar.module.css';

interface AddToCalendarProps {
  trackingId: string;
  locale: Locale;
}

/** "Add to calendar": subscribe (the entry then moves with the estimate), or download the file once. */
export function AddToCalendarButton({ trackingId, locale }: AddToCalendarProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const links = calendarLinks(window.location.href, trackingId, locale);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="calendar-open">
        {t('addToCalendar.button')}
      </Button>
      {isOpen ? (
        <Dialog
          isOpen
          onOpenChange={setOpen}
          title={t('addToCalendar.title')}
          supportingText={t('addToCalendar.subscribeHint')}
          closeLabel={t('addToCalendar.close')}
        >
          <div className={styles.links}>
            <a
              href={links.subscribe}
              className={buttonClassName({ fullWidth: true })}
              data-testid="calendar-subscribe"
            >
              {t('addToCalendar.subscribe')}
            </a>
            <a
              href={links.download}
              download="parcel.ics"
              className={buttonClassName({ variant: 'secondary', fullWidth: true })}
              data-testid="calendar-download"
            >
              {t('addToCalendar.download')}
            </a>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
