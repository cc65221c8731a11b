import { useMemo } from 'react';
import { qrPath } from './qr-path';
import styles from './not-found-page.module.css';

/** The QR code of a link as an image with an accessible name. */
export function AppQrCode({ url, label }: { url: string; label: string }) {
  const { path, size } = useMemo(() => qrPath(url), [url]);
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
