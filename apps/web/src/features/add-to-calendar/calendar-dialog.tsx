import type { Locale } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useCalendarFeed } from './api/calendar-feed';
import { calendarLinks } from './calendar-links';
import styles from './add-to-calendar.module.css';

interface CalendarDialogProps {
  trackingId: string;
  locale: Locale;
  onClose: () => void;
}

/** Subscribe (the entry then moves with the estimate), or download the file once. */
export function CalendarDialog({ trackingId, locale, onClose }: CalendarDialogProps) {
  const { t } = useTranslation();
  const feed = useCalendarFeed(trackingId);
  const links = feed.data ? calendarLinks(feed.data, locale) : undefined;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('addToCalendar.title')}
      supportingText={t('addToCalendar.subscribeHint')}
      closeLabel={t('addToCalendar.close')}
    >
      {links ? (
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
      ) : feed.isError ? (
        <p role="alert">{t('errors.generic')}</p>
      ) : (
        <p aria-busy="true" data-testid="calendar-loading" />
      )}
    </Dialog>
  );
}
