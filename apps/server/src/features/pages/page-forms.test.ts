import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../testing/multipart-form';
import { ensurePageBuilt, WEB_DIST } from '../../testing/page-build';
import { smallPhoto } from '../../testing/test-photos';
import { startTestApp, type TestApp } from '../../testing/test-app';

// The real page and its server render (built here when absent): the answers a browser without scripts gets.
const html = { accept: 'text/html,application/xhtml+xml' };
const from = (address: string) => ({ ...html, 'x-forwarded-for': address });
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const HOME = { streetAddress: 'Vej 1', postalCode: '2100', city: 'København', country_code: 'DK' };

describe('page addresses and forms without scripts', () => {
  let test: TestApp;
  beforeAll(async () => {
    ensurePageBuilt();
    test = await startTestApp({ WEB_DIST, TRUST_PROXY: 'true' });
  }, 120_000);
  afterAll(() => test.close());

  const order = async (trackingId: string) =>
    (await test.app.inject({ url: `/tracking/?trackingId=${trackingId}` })).json().payload;

  it.each([
    ['/', 'We can&#x27;t find this parcel'],
    ['/x', 'We can&#x27;t find this parcel'],
    ['/not-an-id/fi_FI/live-tracking', '<html lang="fi-FI">'],
    ['/a/b/c/d', 'We can&#x27;t find this parcel'],
  ])('answers %s with the not-found page and 404', async (url, text) => {
    const headers = { ...from('198.51.100.30'), 'sec-fetch-mode': 'navigate' };
    const page = await test.app.inject({ url, headers });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(text);
  });

  it("answers an unknown page of a real order with 404 in the merchant's page, the live map of a delivered one with 302", async () => {
    const trackingId = await test.createOrder({ statusCode: 90 });
    const unknown = await test.app.inject({
      url: `/${trackingId}/en_GB/nowhere`,
      headers: from('198.51.100.31'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Acme Parcels');
    const map = await test.app.inject({
      url: `/${trackingId}/en_GB/live-tracking?a=1`,
      headers: from('198.51.100.31'),
    });
    expect([map.statusCode, map.headers.location]).toEqual([302, `/${trackingId}/en_GB?a=1`]);
  });

  it('takes feedback as a plain form: a refusal keeps the comment, a save goes on to the thank-you', async () => {
    const trackingId = await test.createOrder({ statusCode: 90 });
    const post = (payload: string) =>
      test.app.inject({
        method: 'POST',
        url: `/${trackingId}/en_GB`,
        headers: { ...from('198.51.100.32'), ...form },
        payload,
      });
    const refused = await post('comment=Dry+%3Cand%3E+safe');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Dry &lt;and&gt; safe');
    expect((await order(trackingId)).feedback).toBeNull();
    const sent = await post('rating=5&comment=Dry+and+safe');
    expect([sent.statusCode, sent.headers.location]).toEqual([303, `/${trackingId}/en_GB?feedback-sent`]);
    expect((await order(trackingId)).feedback).toMatchObject({ rating: 5, comment: 'Dry and safe' });
  });

  it('answers a form posted to a share id with the shared view, and one to a forbidden link with the app prompt', async () => {
    const trackingId = await test.createOrder({ statusCode: 10 });
    const share = await test.app.inject({ method: 'POST', url: `/tracking/share?trackingId=${trackingId}` });
    const { shareId } = share.json().payload as { shareId: string };
    const onShare = await test.app.inject({
      method: 'POST',
      url: `/${shareId}/en_GB/preferences`,
      headers: { ...from('198.51.100.33'), ...form },
      payload: 'deliveryPreference=20',
    });
    expect([onShare.statusCode, onShare.headers.location]).toEqual([303, `/${shareId}/en_GB`]);
    expect((await order(trackingId)).hasConfirmedPreferences).toBe(false);

    const quiet = await test.createOrder({
      accountId: 'quiet',
      account: { name: 'Quiet', trackingEnabled: false },
    });
    const forbidden = await test.app.inject({
      method: 'POST',
      url: `/${quiet}/en_GB/preferences`,
      headers: { ...from('198.51.100.33'), ...form },
      payload: 'deliveryPreference=20',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('takes the doorstep card as a multipart form, pinning the address, and says how it went', async () => {
    const trackingId = await test.createOrder({
      statusCode: 10,
      deliveryAddress: { ...HOME, lat: 55.7, lng: 12.55 },
    });
    const post = async (parts: Parameters<typeof multipartForm>[0]) => {
      const body = await multipartForm(parts);
      return test.app.inject({
        method: 'POST',
        url: `/${trackingId}/en_GB/preferences/doorstep`,
        headers: { ...from('198.51.100.34'), ...body.headers },
        payload: body.payload,
      });
    };
    const back = (outcome: string) => `/${trackingId}/en_GB/preferences?doorstep=${outcome}#doorstep-card`;
    const notPhoto = await post({
      photo: { bytes: Buffer.from('text'), name: 'a.jpg', type: 'image/jpeg' },
      action: 'save',
    });
    expect([notPhoto.statusCode, notPhoto.headers.location]).toEqual([303, back('photo')]);
    const saved = await post({
      photo: { bytes: await smallPhoto(), name: 'a.jpg', type: 'image/jpeg' },
      action: 'save',
    });
    expect([saved.statusCode, saved.headers.location]).toEqual([303, back('saved')]);
    expect((await order(trackingId)).doorstep).toMatchObject({ lat: 55.7, lng: 12.55 });
    const removed = await post({ action: 'remove' });
    expect([removed.statusCode, removed.headers.location]).toEqual([303, back('removed')]);
    expect((await order(trackingId)).doorstep).toBeNull();
  });
});
