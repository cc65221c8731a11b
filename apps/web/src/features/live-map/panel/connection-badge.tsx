import type { LiveStatus } from '../../../lib/shared-live-sockets';
import { useTranslation } from 'react-i18next';
import styles from './live-panel.module.css';

/**
 * How the live connection is doing, in words (a polite status region: a screen reader hears "Reconnecting"
 * and "Live" as they happen) and as a coloured dot.
 */
export function ConnectionBadge({ status }: { status: LiveStatus }) {
  const { t } = useTranslation();
  return (
    <p className={styles.connection} role="status" data-state={status} data-testid="live-connection">
      <span className={styles.dot} aria-hidden="true" />
      {status === 'idle' ? null : t(`liveMap.connection.${status}`)}
    </p>
  );
}
