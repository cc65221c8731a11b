import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedPage, pageEncoding } from './page-encoding';

const html = `<html><head><title>Order</title></head><body>${'København Ø, “Udleveret” '.repeat(2000)}</body></html>`;

describe('a page compressed once and sent as kept', () => {
  it('decodes to the document in each encoding, the same bytes every time', () => {
    const page = new EncodedPage(html);
    expect(page.bytes('identity').toString()).toBe(html);
    expect(gunzipSync(page.bytes('gzip')).toString()).toBe(html);
    expect(brotliDecompressSync(page.bytes('br')).toString()).toBe(html);
    expect(page.bytes('br')).toBe(page.bytes('br'));
    expect(page.bytes('gzip').length).toBeLessThan(page.plain.length / 10);
  });

  it('is counted for more than the forms it is kept in', () => {
    const page = new EncodedPage(html);
    const kept = page.plain.length + page.bytes('gzip').length + page.bytes('br').length;
    expect(page.size).toBeGreaterThanOrEqual(kept);
  });
});

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['compress', 'identity'],
  ])('%s -> %s', (header, encoding) => {
    expect(pageEncoding(header)).toBe(encoding);
  });
});
