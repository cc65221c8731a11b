import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensurePageBuilt, WEB_DIST } from '../../testing/page-build';
import { orderBody, startTestApp, type TestApp } from '../../testing/test-app';
import { SCRIPT_LOADER, SCRIPT_LOADER_HASH } from './deferred-scripts';

// The real page and its server render, as `npm run build -w @tracking/web` makes them (built here when absent).
const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const html = { accept: 'text/html,application/xhtml+xml' };
const from = (address: string) => ({ ...html, 'x-forwarded-for': address });

/** The JSON the page hydrates from. */
function pageData(body: string): { order: { trackingId: string; account: { name: string } } | null } {
  const json = /<script type="application\/json" id="tracking-page-data">([^<]*)<\/script>/.exec(body)?.[1];
  return JSON.parse(json ?? 'null') as never;
}

describe('the tracking pages, rendered by the service', () => {
  let test: TestApp;
  beforeAll(async () => {
    ensurePageBuilt();
    test = await startTestApp({
      WEB_DIST,
      TRUST_PROXY: 'true',
      ENUMERATION_MAX_MISSES: '3',
      ENUMERATION_WINDOW_SECONDS: '60',
      ENUMERATION_BLOCK_SECONDS: '120',
    });
  }, 120_000);
  afterAll(() => test.close());

  it('answers the order page with the order in its markup and data, never stored', async () => {
    const trackingId = await test.createOrder({ statusCode: 80 });
    const page = await test.app.inject({ url: `/${trackingId}/en_GB`, headers: from('198.51.100.10') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en-GB">');
    expect(page.body).toContain('Out for delivery');
    // Its scripts start after the first paint, from the loader its policy lets run by hash.
    expect(page.body).not.toContain('<link rel="modulepreload"');
    expect(page.body).toMatch(
      /<script data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*order-route-/,
    );
    expect(pageData(page.body).order?.trackingId).toBe(trackingId);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'self' 'unsafe-hashes' 'sha256-/);
    expect(csp).not.toContain('nonce');
    expect(csp).toContain(`script-src 'self' '${SCRIPT_LOADER_HASH}';`);
    // Its style sheets are in the page, each let through by its hash; their links stay, disabled.
    const styles = [...page.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(styles.length).toBeGreaterThanOrEqual(2);
    for (const css of styles)
      expect(csp).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(page.body).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  });

  it('redirects a link without a language to the delivery country, keeping the query', async () => {
    const trackingId = await test.createOrder({ statusCode: 80 });
    const page = await test.app.inject({
      url: `/${trackingId}?__skip-pref__`,
      headers: from('198.51.100.11'),
    });
    expect([page.statusCode, page.headers.location]).toEqual([302, `/${trackingId}/da_DK?__skip-pref__`]);
  });

  it('answers 404 for an unknown id, each page miss counting like an API miss', async () => {
    const headers = from('198.51.100.12');
    const page = await test.app.inject({ url: `/${UNKNOWN_ID}/en_GB`, headers });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('We can&#x27;t find this parcel');
    expect(pageData(page.body).order).toBeNull();
    expect((await test.app.inject({ url: `/${UNKNOWN_ID}`, headers })).statusCode).toBe(404);
    expect((await test.app.inject({ url: `/tracking/?trackingId=${UNKNOWN_ID}`, headers })).statusCode).toBe(
      404,
    );
    expect((await test.app.inject({ url: `/${UNKNOWN_ID}/en_GB/preferences`, headers })).statusCode).toBe(
      429,
    );
  });

  it('answers prefetched pages 503 without counting them, so no site can block the visitor', async () => {
    const trackingId = await test.createOrder({ statusCode: 80 });
    const headers = { ...from('198.51.100.116'), 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' };
    for (let probe = 0; probe < 25; probe++) {
      const prefetched = await test.app.inject({
        url: `/${UNKNOWN_ID.slice(0, -2)}${String(probe).padStart(2, '0')}/en_GB`,
        headers: { ...headers, 'sec-purpose': 'prefetch' },
      });
      expect(prefetched.statusCode).toBe(503);
      expect(prefetched.headers['retry-after']).toBeDefined();
    }
    const opened = await test.app.inject({ url: `/${trackingId}/en_GB`, headers });
    expect(opened.statusCode).toBe(200);
  });

  it(`shows a blocked visitor the page's own "too many attempts" screen, in its language, with Retry-After`, async () => {
    const headers = from('198.51.100.117');
    for (let probe = 0; probe < 3; probe++)
      await test.app.inject({ url: `/tracking/?trackingId=${UNKNOWN_ID}`, headers });
    const blocked = await test.app.inject({ url: `/${UNKNOWN_ID}/sv_SE`, headers });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(100);
    expect(blocked.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(blocked.body).toContain('data-testid="too-many-attempts"');
    expect(blocked.body).toContain('För många försök');
    const api = await test.app.inject({ url: `/tracking/?trackingId=${UNKNOWN_ID}`, headers });
    expect([api.statusCode, api.json()]).toEqual([
      429,
      { message: 'Too many requests', code: 'too_many_requests' },
    ]);
  });

  it('answers 403 for a link whose merchant switched tracking off, with the app offer', async () => {
    const trackingId = await test.createOrder({
      accountId: 'quiet-shop',
      account: { ...(orderBody().account as object), name: 'Quiet Shop', trackingEnabled: false },
    });
    const page = await test.app.inject({ url: `/${trackingId}/en_GB`, headers: from('198.51.100.13') });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('data-testid="app-download"');
    expect(page.body).not.toContain('Quiet Shop');
  });

  it('renders orders asked for at the same time each with only its own data', async () => {
    const merchants = ['Alder & Co', 'Birch Goods', 'Cedar Shop', 'Dogwood Ltd'];
    const orders = await Promise.all(
      merchants.map(async (name, index) => ({
        name,
        trackingId: await test.createOrder({
          accountId: `merchant-${index}`,
          account: { ...(orderBody().account as object), name },
          statusCode: 80,
        }),
      })),
    );
    const requests = Array.from({ length: 24 }, (_, index) => orders[index % orders.length]!);
    const answers = await Promise.all(
      requests.map(async (order, index) => {
        const locale = index % 2 === 0 ? 'en_GB' : 'da_DK';
        // Each from its own address: requests in flight together each hold a miss until their order is found.
        const page = await test.app.inject({
          url: `/${order.trackingId}/${locale}`,
          headers: from(`198.51.101.${index}`),
        });
        expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
        return { order, locale, body: page.body };
      }),
    );
    for (const { order, locale, body } of answers) {
      expect(pageData(body).order?.account.name).toBe(order.name);
      expect(body).toContain(locale === 'en_GB' ? 'Out for delivery' : 'Ude til levering');
      expect(body).not.toContain(locale === 'en_GB' ? 'Ude til levering' : 'Out for delivery');
      for (const other of orders.filter((candidate) => candidate !== order)) {
        expect(body).not.toContain(other.trackingId);
        expect(body).not.toContain(other.name.split(' ')[0]);
      }
    }
  });

  it('sends a page again without rendering it while its order is unchanged, and the new page once it changes', async () => {
    const trackingId = await test.createOrder({ statusCode: 80 });
    const open = () => test.app.inject({ url: `/${trackingId}/en_GB`, headers: from('198.51.100.18') });
    const renderedAt = (body: string) => (pageData(body) as { renderedAt?: number }).renderedAt;
    const first = await open();
    const again = await open();
    expect(renderedAt(again.body)).toBe(renderedAt(first.body));
    // The same bytes and policy for every answer: nothing in it is the answer's own.
    expect(again.body).toBe(first.body);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    const delivered = await test.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 91 });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const after = await open();
    expect(first.body).toMatch(/<h1[^>]*>Out for delivery<\/h1>/);
    expect(after.body).toMatch(/<h1[^>]*>Left at your door<\/h1>/);
    expect(pageData(after.body).order).toMatchObject({ statusCode: 91 });
  });

  it('sends a kept page at the door with the bytes and headers of the whole way, and counts the view', async () => {
    const trackingId = await test.createOrder({ statusCode: 80 });
    const headers = { ...from('198.51.100.22'), 'accept-encoding': 'gzip, br' };
    const open = () => test.app.inject({ url: `/${trackingId}/en_GB`, headers });
    const keptOpen = test.app.domain.shares.keptOpen;
    let viewed = 0;
    const kept = vi.spyOn(test.app.domain.shares, 'keptOpen').mockImplementation((id) => {
      const opened = keptOpen(id);
      return opened && { ...opened, viewed: () => (viewed++, opened.viewed()) };
    });
    // The request id, the date and how long the link is valid (from now) are each answer's own.
    const withoutPerRequest = ({
      'x-request-id': _id,
      date: _date,
      'x-link-valid-until': validUntil,
      ...rest
    }: Record<string, unknown>) => ({ ...rest, validUntil: typeof validUntil });
    const rendered = await open();
    await open();
    const atDoor = await open();
    expect(kept.mock.results.map((result) => result.value !== undefined)).toEqual([false, true, true]);
    expect(atDoor.rawPayload.equals(rendered.rawPayload)).toBe(true);
    expect(withoutPerRequest(atDoor.headers)).toEqual(withoutPerRequest(rendered.headers));
    expect(viewed).toBe(2);
    // Another site's image or frame of the page goes the whole way, where the guard refuses it.
    const framed = await test.app.inject({
      url: `/${trackingId}/en_GB`,
      headers: { ...headers, 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' },
    });
    expect(framed.statusCode).toBe(403);
    expect(kept.mock.results).toHaveLength(3);
    kept.mockRestore();
  });

  it('shows the feedback just sent on the next open of a page it had rendered', async () => {
    const trackingId = await test.createOrder({ statusCode: 91 });
    const open = () => test.app.inject({ url: `/${trackingId}/en_GB`, headers: from('198.51.100.21') });
    expect((await open()).body).not.toContain('Left by the bins');
    const sent = await test.app.inject({
      method: 'POST',
      url: `/tracking/feedback?trackingId=${trackingId}`,
      headers: from('198.51.100.21'),
      payload: { rating: 3, comment: 'Left by the bins' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await open()).body).toContain('Left by the bins');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'sends the page compressed to a browser that takes %s, as kept: %s',
    async (acceptEncoding, encoding, decode) => {
      const trackingId = await test.createOrder({ statusCode: 80 });
      const headers = { ...from('198.51.100.20'), 'accept-encoding': acceptEncoding };
      const sent: Buffer[] = [];
      for (const attempt of ['rendered', 'kept']) {
        const page = await test.app.inject({ url: `/${trackingId}/en_GB`, headers });
        expect([attempt, page.headers['content-encoding'], page.headers.vary]).toEqual([
          attempt,
          encoding,
          'accept-encoding',
        ]);
        const body = decode(page.rawPayload).toString();
        expect(pageData(body).order?.trackingId).toBe(trackingId);
        expect(page.rawPayload.length).toBeLessThan(body.length / 2);
        sent.push(page.rawPayload);
      }
      expect(sent[1]?.equals(sent[0] ?? Buffer.alloc(0))).toBe(true);
    },
  );

  it('answers a revoked share link with 404 at once, though its page was just rendered', async () => {
    const trackingId = await test.createOrder({ statusCode: 80 });
    const shared = await test.app.inject({ method: 'POST', url: `/tracking/share?trackingId=${trackingId}` });
    const { shareId } = shared.json<{ payload: { shareId: string } }>().payload;
    const open = () => test.app.inject({ url: `/${shareId}/en_GB`, headers: from('198.51.100.19') });
    expect((await open()).statusCode).toBe(200);
    const revoked = await test.app.inject({
      method: 'DELETE',
      url: `/tracking/share?trackingId=${trackingId}&shareId=${shareId}`,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await open()).statusCode).toBe(404);
  });

  it('sends no inline script but the loader, even for a page with large parts (a delivered order with its feedback card)', async () => {
    const trackingId = await test.createOrder({ statusCode: 91 });
    const page = await test.app.inject({ url: `/${trackingId}/en_GB`, headers: from('198.51.100.16') });
    expect(page.statusCode).toBe(200);
    const inline = [
      ...page.body.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.map((match) => match[1])).toEqual([SCRIPT_LOADER]);
    expect(page.body).not.toContain('<template');
  });

  it('takes the preferences form posted without scripts, answering a refusal with the form again', async () => {
    const trackingId = await test.createOrder({ statusCode: 10 });
    const post = (payload: string) =>
      test.app.inject({
        method: 'POST',
        url: `/${trackingId}/en_GB/preferences`,
        headers: { ...from('198.51.100.17'), 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const refused = await post('instructions=Back+door');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Your preferences weren&#x27;t saved');
    const saved = await post('deliveryPreference=20&instructions=Back+door');
    expect([saved.statusCode, saved.headers.location]).toEqual([303, `/${trackingId}/en_GB`]);
    const order = await test.app.inject({
      url: `/tracking/?trackingId=${trackingId}`,
      headers: from('198.51.100.17'),
    });
    expect(order.json().payload.deliveryPreferences).toMatchObject({
      deliveryPreference: 20,
      instructions: 'Back door',
    });
  });

  it('lets a link followed from another site open its page', async () => {
    const trackingId = await test.createOrder({ statusCode: 80 });
    const page = await test.app.inject({
      url: `/${trackingId}/en_GB`,
      headers: { ...from('198.51.100.15'), 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document' },
    });
    expect(page.statusCode).toBe(200);
    const framed = await test.app.inject({
      url: `/${trackingId}/en_GB`,
      headers: { ...from('198.51.100.15'), 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'iframe' },
    });
    expect(framed.statusCode).toBe(403);
  });
});
