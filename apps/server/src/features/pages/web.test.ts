import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '@tracking/core/schemas';
import { startTestApp, type TestApp } from '../../testing/test-app';

const html = { accept: 'text/html,application/xhtml+xml' };
const INDEX =
  '<!doctype html><html><head><meta name="runtime-config" content=""></head><body><div id="root"></div></body></html>';

function runtimeConfigOf(page: string): unknown {
  const content = /<meta name="runtime-config" content="([^"]*)">/.exec(page)?.[1] ?? '';
  return JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&'));
}

describe('the built page', () => {
  let dist: string;
  let test: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'tracking-web-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'locale'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting()');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Parcel tracking"}');
    writeFileSync(path.join(dist, 'locale', 'en_GB.json'), '{"status":{"80":{"title":"Out for delivery"}}}');
    test = await startTestApp({
      WEB_DIST: dist,
      APP_DOWNLOAD_URL: 'https://get.example.com/app',
      PREVIEW_ORIGINS: 'https://dashboard.example.com, https://admin.example.com',
      PROVIDER_NAME: 'Nordlys',
    });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    // The shell the service worker keeps (a fetch); a browser's navigation to / gets the not-found page's 404.
    ['/', 200],
    ['/AAAAAAAAAAAAAAAAAAAAAA', 200],
    ['/AAAAAAAAAAAAAAAAAAAAAA/da_DK/preferences', 200],
    ['/___preview___/x', 200],
  ])(
    'answers %s with index.html carrying the runtime config, revalidated on every load (%i)',
    async (url, status) => {
      const response = await test.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(runtimeConfigOf(response.body)).toEqual(
        runtimeConfigSchema.parse({
          appDownloadUrl: 'https://get.example.com/app',
          previewOrigins: ['https://dashboard.example.com', 'https://admin.example.com'],
        }),
      );
    },
  );

  it('answers a navigation to any address that names no page with the page and 404', async () => {
    for (const url of ['/', '/x', '/a/b/c/d']) {
      const response = await test.app.inject({ url, headers: { ...html, 'sec-fetch-mode': 'navigate' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('serves the pre-compressed asset to a client that accepts it', async () => {
    const asset = await test.app.inject({
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
    const plain = await test.app.inject('/assets/index-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves hashed assets as immutable for a year, other files for an hour', async () => {
    const asset = await test.app.inject('/assets/index-3f9a1c.js');
    expect([asset.statusCode, asset.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
    const robots = await test.app.inject('/robots.txt');
    expect([robots.statusCode, robots.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
  });

  it('serves the service worker revalidated on every use, fetching only from the service', async () => {
    const worker = await test.app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toBe("default-src 'self'");
  });

  it("serves the web app manifest with its media type and the provider's name", async () => {
    const manifest = await test.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    // Named as the provider is (PROVIDER_NAME), over the build's default.
    expect(manifest.json()).toEqual({ name: 'Nordlys', short_name: 'Nordlys' });
  });

  it('answers a missing asset and unknown API paths with a JSON 404, even for browsers', async () => {
    for (const url of ['/assets/gone.js', '/tracking/nothing', '/ingest/unknown']) {
      const response = await test.app.inject({ url, headers: html });
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { message: 'Not found', code: 'not_found' },
      ]);
    }
    const post = await test.app.inject({ method: 'POST', url: '/AAAAAAAAAAAAAAAAAAAAAA', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('serves the translations from the built page, with revalidation', async () => {
    const response = await test.app.inject('/locale/en_GB.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: { 80: { title: 'Out for delivery' } } });
    const again = await test.app.inject({
      url: '/locale/en_GB.json',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(['/locale/de_DE.json', '/locale/da_DK.json', '/locale/..%2Findex.html', '/locale/en_GB.js'])(
    'answers %s with a JSON 404',
    async (url) => {
      const response = await test.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    },
  );
});

describe('before the page is built', () => {
  it('answers page paths with a notice while the API keeps working', async () => {
    const test = await startTestApp();
    const page = await test.app.inject({ url: '/AAAAAAAAAAAAAAAAAAAAAA', headers: html });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('The tracking page is not built');
    const trackingId = await test.createOrder();
    expect((await test.app.inject(`/tracking/?trackingId=${trackingId}`)).statusCode).toBe(200);
    await test.close();
  });
});
