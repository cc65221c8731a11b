import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fillDocument, pageAssets, styleAttributeHashes, type Manifest } from './page-document';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['index.html'], css: ['assets/shared-1.css'] },
  'src/app/routes/order-route.tsx': {
    file: 'assets/order-route-1.js',
    imports: ['index.html', '_react-1.js', '_shared-1.js'],
    css: ['assets/order-route-1.css'],
  },
  'src/app/routes/preferences-route.tsx': {
    file: 'assets/preferences-route-1.js',
    imports: ['_shared-1.js'],
    css: ['assets/shared-1.css'],
  },
  'src/features/feedback/feedback-card.tsx': { file: 'assets/feedback-card-1.js', imports: ['_react-1.js'] },
};

describe('pageAssets', () => {
  it('preloads exactly the route chunk and its imports that index.html does not load already', () => {
    expect(
      pageAssets(manifest, ['src/app/routes/order-route.tsx', 'src/features/feedback/feedback-card.tsx']),
    ).toEqual({
      modules: ['assets/order-route-1.js', 'assets/shared-1.js', 'assets/feedback-card-1.js'],
      styles: ['assets/order-route-1.css', 'assets/shared-1.css'],
    });
  });

  it('names each file once and ignores sources the build does not have', () => {
    expect(pageAssets(manifest, ['src/app/routes/preferences-route.tsx', 'src/missing.tsx'])).toEqual({
      modules: ['assets/preferences-route-1.js', 'assets/shared-1.js'],
      styles: ['assets/shared-1.css'],
    });
  });
});

describe('fillDocument', () => {
  const template =
    '<!doctype html><html lang="en-GB"><head><title>Parcel tracking</title></head><body><div id="root"></div></body></html>';

  it('puts the lang, title, preloads, markup and data where they belong', () => {
    const html = fillDocument(template, {
      lang: 'da-DK',
      titleHtml: 'Ude til levering · Pakke fra Nordlys',
      rootHtml: '<main>order</main>',
      dataElement: '<script type="application/json" id="d">{}</script>',
      assets: { modules: ['assets/order-route-1.js'], styles: ['assets/order-route-1.css'] },
    });
    expect(html).toBe(
      '<!doctype html><html lang="da-DK"><head><title>Ude til levering · Pakke fra Nordlys</title>' +
        '<link rel="stylesheet" crossorigin href="/assets/order-route-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/order-route-1.js"></head>' +
        '<body><div id="root"><main>order</main></div><script type="application/json" id="d">{}</script></body></html>',
    );
  });

  it('keeps the template title when the page has none, and inserts "$" patterns literally', () => {
    const html = fillDocument(template, {
      lang: 'en-GB',
      titleHtml: null,
      rootHtml: "<p>$& $' $1</p>",
      dataElement: '',
      assets: { modules: [], styles: [] },
    });
    expect(html).toContain('<title>Parcel tracking</title>');
    expect(html).toContain('<div id="root"><p>$& $\' $1</p></div>');
  });
});

describe('styleAttributeHashes', () => {
  const hash = (value: string) => `sha256-${createHash('sha256').update(value).digest('base64')}`;

  it('hashes each distinct style attribute as the browser reads it (entities decoded)', () => {
    const markup =
      '<div style="--brand:#0B3D2E;color:red"></div><span style="font-family:&quot;A&quot;"></span>' +
      '<i style="--brand:#0B3D2E;color:red"></i>';
    expect(styleAttributeHashes(markup)).toEqual([
      hash('--brand:#0B3D2E;color:red'),
      hash('font-family:"A"'),
    ]);
  });

  it('ignores text that only looks like an attribute (React escapes quotes in text)', () => {
    expect(styleAttributeHashes('<p>a style=&quot;color:red&quot;</p>')).toEqual([]);
  });
});
