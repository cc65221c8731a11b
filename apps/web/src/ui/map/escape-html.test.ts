import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it.each([
    ['© OpenStreetMap contributors', '© OpenStreetMap contributors'],
    ['<img src=x onerror=alert(1)>', '&#60;img src=x onerror=alert(1)&#62;'],
    [`"a" & 'b'`, '&#34;a&#34; &#38; &#39;b&#39;'],
  ])('%s', (text, expected) => expect(escapeHtml(text)).toBe(expected));
});
