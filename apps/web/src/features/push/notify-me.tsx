import type { Locale } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { useNotifyMe, type NotifyState } from './use-notify-me';
import styles from './notify-me.module.css';

interface NotifyMeProps {
  /** The tracking id or share id the page shows. */
  trackingId: string;
  locale: Locale;
}

const STATUS_KEY: Partial<Record<NotifyState, string>> = {
  on: 'notify.on',
  denied: 'notify.denied',
  error: 'notify.error',
};

/**
 * "Notify me": a toggle that asks for notifications only when tapped, subscribes this browser to the order's
 * push messages, and undoes it on the next tap. Rendered only where push can work, once the page runs.
 */
export function NotifyMe({ trackingId, locale }: NotifyMeProps) {
  const { t } = useTranslation();
  const { available, on, state, toggle } = useNotifyMe(trackingId, locale);
  if (!available) return null;
  const statusKey = STATUS_KEY[state];
  return (
    <div className={styles.notify}>
      <Button
        variant="secondary"
        aria-pressed={on}
        isActive={on}
        isLoading={state === 'asking'}
        onClick={toggle}
        className={styles.button}
        data-testid="notify-me"
      >
        <Icon name="bell" />
        {t('notify.button')}
      </Button>
      <p className={styles.status} role="status" data-state={state}>
        {statusKey ? t(statusKey) : null}
      </p>
    </div>
  );
}
