import type L from 'leaflet';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useZoomSteps } from './use-zoom-steps';
import styles from './live-map.module.css';

interface MapControlsProps {
  map: L.Map;
  /** Fits the driver and the places again, and follows the driver from there. */
  onReset: () => void;
  /** The recipient took over the view: stop following. */
  onUserZoom: () => void;
  /** Where Close goes (the order page); no Close button without it. */
  closeHref?: string;
}

const icon = (path: ReactNode) => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
    {path}
  </svg>
);
const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.2, strokeLinecap: 'round' } as const;
const PLUS = icon(<path {...STROKE} d="M12 5v14M5 12h14" />);
const MINUS = icon(<path {...STROKE} d="M5 12h14" />);
const RESET = icon(
  <>
    <circle {...STROKE} cx="12" cy="12" r="6.5" />
    <circle cx="12" cy="12" r="2.5" fill="currentColor" />
    <path {...STROKE} d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </>,
);
const CLOSE = icon(<path {...STROKE} d="M6 6l12 12M18 6L6 18" />);

/**
 * Zoom in, zoom out, reset zoom and position, and Close: real buttons (keyboard reachable, named in the page's
 * language). At the zoom limits a button says it is unavailable but keeps its focus, so pressing on is safe.
 * It renders when the zoom changes, not when the driver moves.
 */
export const MapControls = memo(function MapControls({
  map,
  onReset,
  onUserZoom,
  closeHref,
}: MapControlsProps) {
  const { t } = useTranslation();
  const { zoom, step, cancelSteps } = useZoomSteps(map);
  const zoomButton = (label: string, glyph: ReactNode, atLimit: boolean, by: 1 | -1) => (
    <button
      type="button"
      className={styles.control}
      aria-label={label}
      title={label}
      aria-disabled={atLimit || undefined}
      onClick={() => {
        if (atLimit) return;
        onUserZoom();
        step(by);
      }}
    >
      {glyph}
    </button>
  );

  return (
    <>
      {closeHref ? (
        <Link
          to={closeHref}
          className={`${styles.control} ${styles.close}`}
          aria-label={t('liveMap.close')}
          title={t('liveMap.close')}
          data-map-overlay
        >
          {CLOSE}
        </Link>
      ) : null}
      <div
        className={styles.controls}
        role="group"
        aria-label={t('liveMap.controls')}
        data-zoom={zoom}
        data-map-overlay
      >
        {zoomButton(t('liveMap.zoomIn'), PLUS, zoom >= map.getMaxZoom(), 1)}
        {zoomButton(t('liveMap.zoomOut'), MINUS, zoom <= map.getMinZoom(), -1)}
        <button
          type="button"
          className={styles.control}
          aria-label={t('liveMap.resetView')}
          title={t('liveMap.resetView')}
          onClick={() => {
            cancelSteps();
            onReset();
          }}
        >
          {RESET}
        </button>
      </div>
    </>
  );
});
