import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { FRAME_READY_MESSAGE, FRAME_STATE_MESSAGE, frameSearch, type FrameState } from './frame-state';
import { SAMPLE_TRACKING_ID } from './sample-order';
import styles from './device-frames.module.css';

/** The widths the frames render at: a common phone, and a desktop past the 1023 px breakpoint. */
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

/** Shrinks the desktop frame to the width it has, through a CSS custom property (no inline style text). */
function useDesktopScale() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const scale = Math.min(1, (entry?.contentRect.width ?? DESKTOP_WIDTH) / DESKTOP_WIDTH);
      element.style.setProperty('--desktop-scale', scale.toFixed(4));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return box;
}

/**
 * The sample pages at phone and desktop width side by side, each in a frame of its own so the page's layout
 * follows the frame's width as it would a real screen. Frames load once; later changes reach them by message,
 * and a frame that starts listening late is sent the state when it says it is ready.
 * `below` goes under the desktop frame, beside the taller phone.
 */
export function DeviceFrames({ state, below }: { state: FrameState; below?: ReactNode }) {
  const { t } = useTranslation();
  const search = frameSearch(state);
  const [src] = useState(() => paths.previewFrame.href(search));
  const phone = useRef<HTMLIFrameElement>(null);
  const desktop = useRef<HTMLIFrameElement>(null);
  const viewport = useDesktopScale();
  const send = useCallback(
    (frame: HTMLIFrameElement | null) =>
      frame?.contentWindow?.postMessage({ type: FRAME_STATE_MESSAGE, search }, window.location.origin),
    [search],
  );
  useEffect(() => {
    send(phone.current);
    send(desktop.current);
    // A frame whose code was not running yet missed that: it says when it listens, and hears the state then.
    const answerReady = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (event.origin !== window.location.origin || data?.type !== FRAME_READY_MESSAGE) return;
      for (const frame of [phone.current, desktop.current]) {
        if (frame?.contentWindow === event.source) send(frame);
      }
    };
    window.addEventListener('message', answerReady);
    return () => window.removeEventListener('message', answerReady);
  }, [send]);
  const address = `${window.location.host}${paths.order.href(SAMPLE_TRACKING_ID, state.input.locale)}`;

  return (
    <div className={styles.stage}>
      <figure className={styles.phone}>
        <div className={styles.phoneBody}>
          <iframe
            ref={phone}
            className={styles.phoneScreen}
            title={t('preview.phoneFrame')}
            src={src}
            width={PHONE_WIDTH}
          />
        </div>
        <figcaption className={styles.caption}>{t('preview.phone', { width: PHONE_WIDTH })}</figcaption>
      </figure>
      <div className={styles.column}>
        <figure className={styles.desktop}>
          <div className={styles.browser}>
            <div className={styles.browserBar} aria-hidden="true">
              <span className={styles.dots} />
              <span className={styles.address}>{address}</span>
            </div>
            <div ref={viewport} className={styles.viewport}>
              <iframe
                ref={desktop}
                className={styles.desktopScreen}
                title={t('preview.desktopFrame')}
                src={src}
                width={DESKTOP_WIDTH}
              />
            </div>
          </div>
          <figcaption className={styles.caption}>{t('preview.desktop', { width: DESKTOP_WIDTH })}</figcaption>
        </figure>
        {below}
      </div>
    </div>
  );
}
