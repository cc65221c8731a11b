import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

const html = { accept: 'text/html' };
const PAGE = '<!doctype html><html><head><meta name="runtime-config" content=""></head><body></body></html>';

function policyOf(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split('; ')
      .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
  );
}

describe('security headers', () => {
  let dist: string;
  let test: TestApp;
  let trackingId: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'tracking-headers-'));
    writeFileSync(path.join(dist, 'index.html'), PAGE);
    test = await startTestApp({
      WEB_DIST: dist,
      TRUST_PROXY: 'loopback',
      TILE_URL: 'http://tiles.example.net/{z}/{x}/{y}.png',
      PREVIEW_ORIGINS: 'https://dashboard.example.com',
    });
    trackingId = await test.createOrder();
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives tracking pages a strict policy, no framing, no referrer and no indexing', async () => {
    const page = await test.app.inject({
      url: `/${trackingId}/da_DK`,
      headers: { ...html, host: 'track.example.com' },
    });
    const policy = policyOf(page.headers['content-security-policy']);
    expect(policy).toMatchObject({
      'script-src': "'self'",
      'img-src': "'self' data: blob: https: http://tiles.example.net",
      'connect-src': "'self' ws://track.example.com",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
    });
    expect(page.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
      'x-content-type-options': 'nosniff',
    });
  });

  it('gives every answer of a page the same policy, its inline styles by hash and no nonce', async () => {
    const policies = [];
    for (let i = 0; i < 2; i++) {
      const page = await test.app.inject({ url: `/${trackingId}/da_DK`, headers: html });
      const styles = policyOf(page.headers['content-security-policy'])['style-src'] ?? '';
      expect(styles).toMatch(/^'self' 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      expect(page.body).not.toContain('nonce');
      policies.push(page.headers['content-security-policy']);
    }
    expect(policies[1]).toBe(policies[0]);
  });

  it('lets the configured dashboards frame the merchant preview, and nobody else', async () => {
    const page = await test.app.inject({ url: '/___preview___/theme', headers: html });
    expect(policyOf(page.headers['content-security-policy'])['frame-ancestors']).toBe(
      "'self' https://dashboard.example.com",
    );
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('never lets the tracking data be cached, sniffed or indexed, answered or refused', async () => {
    for (const url of [
      `/tracking/?trackingId=${trackingId}`,
      '/tracking/?trackingId=AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const response = await test.app.inject(url);
      expect(response.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'x-robots-tag': 'noindex',
      });
    }
  });

  it('sends HSTS when a trusted proxy says the browser came over https, not otherwise', async () => {
    const url = `/tracking/?trackingId=${trackingId}`;
    const https = await test.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await test.app.inject(url);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await test.app.inject({
      url,
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.7',
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the page a wss socket source behind an https proxy', async () => {
    const page = await test.app.inject({
      url: `/${trackingId}`,
      headers: { ...html, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'track.example.com' },
    });
    expect(policyOf(page.headers['content-security-policy'])['connect-src']).toBe(
      "'self' wss://track.example.com",
    );
  });
});

describe('bodies over the limit', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it.each([
    ['/tracking/preferences', 17 * 1024],
    ['/tracking/feedback', 17 * 1024],
  ])('%s refuses %i bytes with 413 in the error shape', async (url, size) => {
    const payload = JSON.stringify({ rating: 5, comment: 'x'.repeat(size) });
    const response = await test.app.inject({
      method: 'POST',
      url: `${url}?trackingId=AAAAAAAAAAAAAAAAAAAAAA`,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect([response.statusCode, response.json()]).toEqual([
      413,
      { message: 'Request body is too large', code: 'payload_too_large' },
    ]);
  });

  it('refuses an ingest body over 256 KiB with 413', async () => {
    const positions = Array.from({ length: 3000 }, () => ({
      lat: 55.6,
      lng: 12.5,
      at: new Date().toISOString(),
    }));
    const response = await test.ingest('POST', '/ingest/drivers/van-1/positions', {
      positions,
      pad: 'x'.repeat(200_000),
    });
    expect([response.statusCode, response.json()]).toEqual([
      413,
      { message: 'Request body is too large', code: 'payload_too_large' },
    ]);
  });

  it('gives the API docs a policy of their own and forbids framing them', async () => {
    for (const url of ['/docs', '/docs/']) {
      const response = await test.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      const policy = policyOf(response.headers['content-security-policy']);
      expect(policy['frame-ancestors']).toBe("'none'");
      expect(policy['script-src']).toContain("'self'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    const json = await test.app.inject('/docs/json');
    expect(json.headers['x-frame-options']).toBe('DENY');
  });
});
