import { create } from 'qrcode';

/** Modules of light margin around the code, as the QR standard asks. */
export const QR_QUIET_ZONE = 4;

/**
 * The QR code of a text as one SVG path (a 1x1 square per dark module) and the side of its view box.
 * Drawing it as elements needs no data: URL and no inline markup, so it passes a strict CSP.
 */
export function qrPath(text: string): { path: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) squares.push(`M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { path: squares.join(''), size: modules.size + 2 * QR_QUIET_ZONE };
}
