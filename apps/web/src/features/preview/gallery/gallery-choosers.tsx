import { SUPPORTED_LOCALES, formatDate, type Locale } from '@tracking/core';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES } from '../../../i18n/locale-choice';
import { lazyPart } from '../../../lib/lazy-part';
import { Calendar, RangeCalendar, type DayRange } from '../../../ui/calendar';
import { OptionalPart } from '../../../ui/error-boundary';
import { SelectList } from '../../../ui/select-list';
import { nextWeekdays, sampleOrder } from '../sample-order';
import { GallerySection } from './gallery-section';
import styles from './gallery.module.css';

const LineChart = lazyPart(
  () => import('../../../ui/chart'),
  (module) => module.LineChart,
);

/** The select list in single mode, the calendar choosing a day and a range, and the chart. */
export function GalleryChoosers({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<string | null>(locale);
  const offered = useMemo(() => nextWeekdays(new Date(), 8), []);
  const [day, setDay] = useState<string | null>(offered[1] ?? null);
  const [range, setRange] = useState<DayRange | null>(
    offered[2] && offered[5] ? { start: offered[2], end: offered[5] } : null,
  );
  const order = useMemo(
    () =>
      sampleOrder({
        statusCode: 80,
        locale,
        merchantName: '',
        theme: null,
        logo: null,
        instructions: '',
        now: new Date(),
      }),
    [locale],
  );
  const points = order.etaHistory.map((point) => ({
    x: Date.parse(point.at),
    y: Date.parse(point.arrivalAt),
  }));
  const time = (value: number) => formatDate(new Date(value), 'time', locale, order.timeZone);
  return (
    <>
      <GallerySection id="lists" title={t('preview.gallery.lists')}>
        <SelectList
          label={t('preview.language')}
          selectionMode="single"
          groups={[
            { id: 'locales', options: SUPPORTED_LOCALES.map((id) => ({ id, label: LOCALE_NAMES[id] })) },
          ]}
          value={language}
          onChange={setLanguage}
        />
      </GallerySection>
      <GallerySection id="calendar" title={t('preview.gallery.calendar')} wide>
        <div className={styles.row}>
          <Calendar
            label={t('deliveryDay.calendarLabel')}
            locale={locale}
            availableDates={offered}
            timeZone={order.timeZone}
            value={day}
            onChange={setDay}
          />
          <RangeCalendar
            label={t('preview.gallery.range')}
            locale={locale}
            timeZone={order.timeZone}
            value={range}
            onChange={setRange}
          />
        </div>
      </GallerySection>
      <GallerySection id="chart" title={t('preview.gallery.chart')}>
        <OptionalPart>
          <Suspense fallback={<div className={styles.chartPlaceholder} />}>
            <LineChart
              points={points}
              formatX={time}
              formatY={time}
              highlightLast
              label={t('preview.gallery.chart')}
            />
          </Suspense>
        </OptionalPart>
      </GallerySection>
    </>
  );
}
