import { DEFAULT_LOCALE, formatDate, isSupportedLocale, type Order } from '@tracking/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_DAY_ANCHOR } from '../../config/page-constants';
import { Button } from '../../ui/button';
import { Calendar } from '../../ui/calendar';
import { useAddress } from '../../lib/router';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './delivery-day-field.module.css';

interface DeliveryDayFieldProps {
  order: Pick<Order, 'availableDeliveryDates' | 'promisedTime' | 'timeZone'>;
  /** The form field the day is posted in ('' for the planned day). */
  name: string;
  /** The chosen day (YYYY-MM-DD), or null for the planned day. */
  value: string | null;
  onChange: (day: string | null) => void;
  errorMessage?: string;
}

/**
 * Another delivery day, from the days the provider offers for the order: a calendar (week from Monday, only
 * offered days choosable) and a way back to the planned day. Shown only when days are offered. The calendar
 * needs scripts: without them (and until they run) a plain list of the offered days takes its place.
 */
export function DeliveryDayField({ order, name, value, onChange, errorMessage }: DeliveryDayFieldProps) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const listId = useId();
  const titleId = useId();
  const locale = isSupportedLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const planned = order.promisedTime ? formatDate(order.promisedTime, 'day', locale, order.timeZone) : null;
  const { hash } = useAddress();
  const group = useRef<HTMLDivElement>(null);
  // Opened at the day choice (a failed attempt's "Choose another day"): that is what the recipient came for.
  useEffect(() => {
    if (hash === `#${DELIVERY_DAY_ANCHOR}`) group.current?.focus();
  }, [hash]);
  return (
    <div
      ref={group}
      id={DELIVERY_DAY_ANCHOR}
      tabIndex={-1}
      className={styles.field}
      role="group"
      aria-labelledby={titleId}
    >
      <p id={titleId} className={styles.title}>
        {t('deliveryDay.title')}
      </p>
      <p className={styles.intro}>
        {planned ? t('deliveryDay.introPlanned', { day: planned }) : t('deliveryDay.intro')}
      </p>
      {hydrated ? (
        <>
          <input type="hidden" name={name} value={value ?? ''} />
          <Calendar
            label={t('deliveryDay.calendarLabel')}
            locale={locale}
            availableDates={order.availableDeliveryDates}
            timeZone={order.timeZone}
            value={value}
            onChange={onChange}
            errorMessage={errorMessage}
          />
        </>
      ) : (
        <div className={styles.list}>
          <label htmlFor={listId}>{t('deliveryDay.calendarLabel')}</label>
          <select
            id={listId}
            name={name}
            defaultValue={value ?? ''}
            aria-invalid={errorMessage ? true : undefined}
          >
            <option value="">{t('deliveryDay.planned')}</option>
            {order.availableDeliveryDates.map((day) => (
              <option key={day} value={day}>
                {formatDate(day, 'day', locale, order.timeZone)}
              </option>
            ))}
          </select>
          {errorMessage ? <p className={styles.error}>{errorMessage}</p> : null}
        </div>
      )}
      <div className={styles.choice} role="status">
        {value && hydrated ? (
          <>
            <span>{t('deliveryDay.chosen', { day: formatDate(value, 'day', locale, order.timeZone) })}</span>
            <Button variant="tertiary-color" size="small" onClick={() => onChange(null)}>
              {t('deliveryDay.planned')}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
