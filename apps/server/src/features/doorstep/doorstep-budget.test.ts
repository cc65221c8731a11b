import { afterEach, beforeEach, expect, it } from 'vitest';
import { multipartForm } from '../../testing/multipart-form';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { smallPhoto } from '../../testing/test-photos';

describeEachEngine('doorstep budgets', (engine) => {
  let test: TestApp;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date('2026-03-09T09:00:00.000Z');
    test = await startTestApp({}, { engine, now: () => clock });
  });
  afterEach(() => test.close());

  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const put = async (trackingId: string, withPhoto: boolean, lat: string) =>
    test.app.inject({
      method: 'PUT',
      url: `/tracking/doorstep?trackingId=${trackingId}`,
      ...(await multipartForm({
        ...(withPhoto && { photo: { bytes: await smallPhoto(), name: 'door.jpg', type: 'image/jpeg' } }),
        lat,
        lng: '4.895168',
      })),
    });
  const doorstep = async (trackingId: string) =>
    (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload.doorstep as {
      photoUrl: string;
      lat: number;
    } | null;

  it('takes 5 new photos an hour per order, then 429 with Retry-After, keeping the photo there; pins still move', async () => {
    const trackingId = await test.createOrder();
    for (let n = 1; n <= 5; n++) {
      expect((await put(trackingId, true, `52.${n}`)).statusCode).toBe(200);
      later(60_000); // the card's own budget (10 a minute) is not what stops the sixth
    }
    const kept = await doorstep(trackingId);
    const refused = await put(trackingId, true, '53');
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'too_many_requests']);
    // The hour's window began at 09:00; it is 09:05 now.
    expect(refused.headers['retry-after']).toBe(String(55 * 60));
    expect(await doorstep(trackingId)).toEqual(kept);

    const pinOnly = await put(trackingId, false, '52.9');
    expect(pinOnly.statusCode).toBe(200);
    expect(await doorstep(trackingId)).toMatchObject({ photoUrl: kept?.photoUrl, lat: 52.9 });
  });

  it('takes 10 changes of the card a minute per order, removals included', async () => {
    const trackingId = await test.createOrder();
    expect((await put(trackingId, true, '51')).statusCode).toBe(200);
    for (let n = 2; n <= 10; n++) expect((await put(trackingId, false, `${50 + n}`)).statusCode).toBe(200);
    const removal = await test.app.inject({
      method: 'DELETE',
      url: `/tracking/doorstep?trackingId=${trackingId}`,
    });
    expect(removal.statusCode).toBe(429);
    expect(Number(removal.headers['retry-after'])).toBe(60);
    expect(await doorstep(trackingId)).toMatchObject({ lat: 60 });
  });
});
