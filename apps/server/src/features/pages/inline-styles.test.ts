import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStyleSheets, loadInlineSheets } from './inline-styles';

const dist = mkdtempSync(path.join(tmpdir(), 'inline-styles-'));
const files = {
  'assets/index-a1.css': 'body{margin:0}',
  'assets/order-route-b2.css': '._title_x{font-weight:700}',
  'assets/bad-c3.css': '.x::after{content:"</style><script>alert(1)</script>"}',
};
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, '.vite'));
for (const [file, css] of Object.entries(files)) writeFileSync(path.join(dist, file), css);
writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-z.js', css: ['assets/index-a1.css'] },
    'src/order-route.tsx': {
      file: 'assets/order-route-y.js',
      css: ['assets/order-route-b2.css', 'assets/bad-c3.css'],
    },
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const link = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
const hash = (css: string) => `sha256-${createHash('sha256').update(css).digest('base64')}`;

describe('style sheets written into the page', () => {
  const sheets = loadInlineSheets(dist);

  it('reads each sheet of the build once, with its CSP hash, leaving out one that could end its element', () => {
    expect([...sheets.keys()].sort()).toEqual(['assets/index-a1.css', 'assets/order-route-b2.css']);
    expect(sheets.get('assets/index-a1.css')?.hash).toBe(hash('body{margin:0}'));
  });

  it.each([
    {
      name: 'a sheet of the build',
      html: `<head>${link('assets/index-a1.css')}</head>`,
      expected: `<head><style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-a1.css" disabled></head>`,
      hashes: [hash('body{margin:0}')],
    },
    {
      name: 'two, in order',
      html: `${link('assets/index-a1.css')}${link('assets/order-route-b2.css')}`,
      expected:
        '<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-a1.css" disabled>' +
        '<style>._title_x{font-weight:700}</style><link rel="stylesheet" crossorigin href="/assets/order-route-b2.css" disabled>',
      hashes: [hash('body{margin:0}'), hash('._title_x{font-weight:700}')],
    },
    {
      name: 'a sheet left out',
      html: link('assets/bad-c3.css'),
      expected: link('assets/bad-c3.css'),
      hashes: [],
    },
    {
      name: 'a sheet not in the build',
      html: link('assets/x.css'),
      expected: link('assets/x.css'),
      hashes: [],
    },
  ])('$name', ({ html, expected, hashes }) => {
    expect(inlineStyleSheets(html, sheets)).toEqual({ html: expected, hashes });
  });

  it('finds nothing in a folder without a build', () => {
    expect(loadInlineSheets(path.join(dist, 'missing')).size).toBe(0);
  });
});
