import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, gzippedPage, plainPage } from './page-encoding';

const nonceMeta = () => `<meta name="csp-nonce" nonce="${randomBytes(16).toString('base64')}">`;

describe('a page compressed once, sent with each answer’s own nonce', () => {
  it.each([
    {
      name: 'a page',
      head: '<html><head><title>Order</title>',
      body: '</head><body>Out for delivery</body></html>',
    },
    // Long and repetitive, so the streams hold back-references, and text beyond ASCII.
    {
      name: 'a long page',
      head: `<html><head>${'<link rel="modulepreload" href="/assets/a.js">'.repeat(200)}`,
      body: `</head><body>${'København Ø, ½ time – “Udleveret” '.repeat(3000)}</body></html>`,
    },
    { name: 'empty parts', head: '', body: '' },
  ])('$name: gunzips to the document with the nonce in place', ({ head, body }) => {
    const page = encodePage(head, body);
    for (const middle of [nonceMeta(), nonceMeta(), '']) {
      expect(gunzipSync(gzippedPage(page, middle)).toString()).toBe(head + middle + body);
      expect(plainPage(page, middle).toString()).toBe(head + middle + body);
    }
  });

  it('is smaller than the page and costs no compression per answer', () => {
    const page = encodePage('<head>'.repeat(500), `${'<p>Delivered</p>'.repeat(2000)}</html>`);
    const sent = gzippedPage(page, nonceMeta());
    expect(sent.length).toBeLessThan((page.head.length + page.body.length) / 10);
  });

  it('refuses a middle part a stored block cannot hold', () => {
    expect(() => gzippedPage(encodePage('a', 'b'), 'x'.repeat(70_000))).toThrow(RangeError);
  });
});
