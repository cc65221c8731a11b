import { formatDate, MAX_SHARE_LINKS, type Locale, type ShareLink } from '@tracking/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useShareLinkChanges, useShareLinks } from './api/share-links';
import styles from './share.module.css';

interface ShareDialogProps {
  trackingId: string;
  locale: Locale;
  /** The delivery address's zone, which days are read in. */
  timeZone: string;
  onClose: () => void;
}

/** The share dialog: make a view-only link, copy it, see the order's links, revoke one. */
export function ShareDialog({ trackingId, locale, timeZone, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('share.title')}
      supportingText={t('share.intro')}
      closeLabel={t('share.close')}
    >
      <ShareLinks trackingId={trackingId} locale={locale} timeZone={timeZone} />
    </Dialog>
  );
}

function ShareLinks({ trackingId, locale, timeZone }: Omit<ShareDialogProps, 'onClose'>) {
  const { t } = useTranslation();
  const links = useShareLinks(trackingId, true);
  const { create, revoke } = useShareLinkChanges(trackingId);
  /** What the last copy did, announced politely. */
  const [copyNote, setCopyNote] = useState('');
  const list = links.data ?? [];
  const full = list.length >= MAX_SHARE_LINKS;
  const failed = create.isError || revoke.isError || links.isError;

  async function copy(link: ShareLink) {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopyNote(t('share.copied'));
    } catch {
      setCopyNote(t('share.copyFailed', { url: link.url }));
    }
  }

  return (
    <div className={styles.content}>
      {list.length === 0 && links.isSuccess ? <p className={styles.muted}>{t('share.none')}</p> : null}
      {list.length > 0 ? (
        <ol className={styles.list} data-testid="share-links">
          {list.map((link, index) => (
            <li key={link.shareId} className={styles.link}>
              <p className={styles.linkLabel}>{t('share.linkLabel', { number: index + 1 })}</p>
              <p className={styles.url} data-testid="share-url">
                {link.url}
              </p>
              <p className={styles.muted}>
                {link.expiresAt
                  ? t('share.expires', { date: formatDate(link.expiresAt, 'day', locale, timeZone) })
                  : t('share.untilFinal')}
              </p>
              <div className={styles.actions}>
                <Button size="small" variant="tonal" onClick={() => void copy(link)}>
                  {t('share.copy')}
                </Button>
                <Button
                  size="small"
                  variant="tertiary-error"
                  aria-label={t('share.revokeLabel', { number: index + 1 })}
                  isLoading={revoke.isPending && revoke.variables === link.shareId}
                  onClick={() => revoke.mutate(link.shareId)}
                >
                  {t('share.revoke')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <p role="status" className={styles.note} data-testid="share-note">
        {copyNote}
      </p>
      {failed ? <Alert variant="error" heading={t('share.failed')} role="alert" /> : null}
      {full ? (
        <p className={styles.muted}>{t('share.limit', { max: MAX_SHARE_LINKS })}</p>
      ) : (
        <Button
          onClick={() => create.mutate(undefined, { onSuccess: (link) => void copy(link) })}
          isLoading={create.isPending || links.isPending}
          data-testid="share-create"
        >
          {t('share.create')}
        </Button>
      )}
    </div>
  );
}
