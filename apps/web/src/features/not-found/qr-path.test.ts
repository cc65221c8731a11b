import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrPath } from './qr-path';

describe('qrPath', () => {
  it('draws one square per dark module inside the quiet zone', () => {
    const text = 'https://example.com/get-the-app';
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const { path, size } = qrPath(text);
    expect(size).toBe(modules.size + 2 * QR_QUIET_ZONE);
    const dark = Array.from(modules.data).filter(Boolean).length;
    expect(path.match(/M/g)).toHaveLength(dark);
    // The top-left finder pattern starts right after the quiet zone.
    expect(path.startsWith(`M${QR_QUIET_ZONE} ${QR_QUIET_ZONE}h1v1h-1z`)).toBe(true);
  });

  it('gives different codes for different links', () => {
    expect(qrPath('https://a.example/app').path).not.toBe(qrPath('https://b.example/app').path);
  });
});
