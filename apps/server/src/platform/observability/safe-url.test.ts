import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

const fingerprint = (value: string) => `#fp(${value.length})`;

describe('safeUrl', () => {
  it.each([
    ['/tracking/?trackingId=AbCdEfGhIjKlMnOpQrStUv', '/tracking/?trackingId=#fp(22)'],
    ['/AbCdEfGhIjKlMnOpQrStUv', '/#fp(22)'],
    ['/ingest/orders/AbCdEfGhIjKlMnOpQrStUv/anonymise', '/ingest/orders/#fp(22)/anonymise'],
    ['/ingest/drivers/van-7/positions', '/ingest/drivers/#fp(5)/positions'],
    ['/ws?trackingId=abc&user_type=trackingV2', '/ws?trackingId=#fp(3)&user_type=trackingV2'],
    ['/___preview___/share-key-123', '/___preview___/#fp(13)'],
    ['/locale/en.json', '/locale/en.json'],
    ['/assets/index-4f2a.js', '/assets/index-4f2a.js'],
    ['/readyz', '/readyz'],
    ['/?secret', '/?#fp(6)'],
    ['/tracking/feedback', '/tracking/feedback'],
  ])('%s is logged as %s', (url, logged) => {
    expect(safeUrl(url, fingerprint)).toBe(logged);
  });
});
