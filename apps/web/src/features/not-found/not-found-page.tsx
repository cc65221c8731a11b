import { isAccessDeniedCode, type ErrorCode } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { SCREEN_QUERIES } from '../../config/screens';
import { useMediaQuery } from '../../lib/use-media-query';
import { buttonClassName } from '../../ui/button';
import { AppQrCode } from './app-qr-code';
import styles from './not-found-page.module.css';

function ParcelIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="32" className={styles.iconBackground} />
      <path
        d="M18 25l14-7 14 7v15l-14 7-14-7zM18 25l14 7 14-7M32 32v15"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The way to the app that fits the device: a button on a phone, the QR code to scan with a phone on a desktop,
 * and both on a tablet (it may take the app itself, or be the screen beside the phone).
 */
function AppDownload() {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(SCREEN_QUERIES.mobile);
  // Before the screen is known (the server's HTML, a page without scripts) both ways show, as on a tablet.
  const isTablet = useMediaQuery(SCREEN_QUERIES.tablet, true);
  const button = (
    <a className={buttonClassName({ fullWidth: true })} href={env.appDownloadUrl}>
      {t('notFound.getApp')}
    </a>
  );
  return (
    <>
      <h1 className={styles.title}>{t('notFound.appTitle')}</h1>
      <p className={styles.text}>{t('notFound.appDescription')}</p>
      {isMobile ? null : (
        <figure className={styles.qrFigure}>
          <AppQrCode url={env.appDownloadUrl} label={t('notFound.qrLabel')} />
          <figcaption className={styles.qrCaption}>
            {t(isTablet ? 'notFound.qrHintTablet' : 'notFound.qrHint')}
          </figcaption>
        </figure>
      )}
      {isMobile || isTablet ? button : null}
    </>
  );
}

/** The page of a connection blocked for opening too many unknown links: wait, then open the link again. */
function TooManyAttempts({ embedded }: { embedded: boolean }) {
  const { t } = useTranslation();
  const Wrapper = embedded ? 'div' : 'main';
  return (
    <Wrapper className={`${styles.page} ${embedded ? styles.embedded : ''}`}>
      <title>{t('notFound.tooManyDocumentTitle')}</title>
      <div className={styles.card} data-testid="too-many-attempts">
        <ParcelIcon />
        <h1 className={styles.title}>{t('notFound.tooManyTitle')}</h1>
        <p className={styles.text}>{t('notFound.tooManyDescription')}</p>
      </div>
    </Wrapper>
  );
}

interface NotFoundPageProps {
  code?: ErrorCode | null;
  embedded?: boolean;
  /** The page is offline and this device kept no copy of the order. */
  offline?: boolean;
}

/**
 * Shown for a missing order or a failed load. A forbidden or expired link offers the app instead (a button on
 * phones, a QR code to scan on larger screens); an order not kept on this device, offline, says so; a connection
 * blocked for too many unknown links (429) is told to wait and open its link again; anything else gets the
 * generic not-found text.
 */
export function NotFoundPage({ code, embedded = false, offline = false }: NotFoundPageProps) {
  const { t } = useTranslation();
  const offerApp = !offline && isAccessDeniedCode(code);
  if (!offline && code === 'too_many_requests') return <TooManyAttempts embedded={embedded} />;
  // Inside a tracking page the shell already has the main landmark.
  const Wrapper = embedded ? 'div' : 'main';
  return (
    <Wrapper className={`${styles.page} ${embedded ? styles.embedded : ''}`}>
      <title>{t('notFound.documentTitle')}</title>
      <div
        className={styles.card}
        data-testid={offerApp ? 'app-download' : offline ? 'offline-unavailable' : 'not-found'}
      >
        <ParcelIcon />
        {offerApp ? (
          <AppDownload />
        ) : offline ? (
          <>
            <h1 className={styles.title}>{t('notFound.offlineTitle')}</h1>
            <p className={styles.text}>{t('notFound.offlineDescription')}</p>
          </>
        ) : (
          <>
            <h1 className={styles.title}>{t('notFound.title')}</h1>
            <p className={styles.text}>{t('notFound.description')}</p>
          </>
        )}
      </div>
    </Wrapper>
  );
}
