import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderSchema } from '@tracking/core/schemas';
import { multipartForm } from '../../testing/multipart-form';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import {
  decompressionBomb,
  hugeDimensionsJpeg,
  phonePhoto,
  plainPhoto,
  polyglot,
  smallPhoto,
} from '../../testing/test-photos';

const PIN = { lat: '52.370216', lng: '4.895168' };
const jpegFile = (bytes: Buffer, name = 'door.jpg') => ({ bytes, name, type: 'image/jpeg' });
const photoError = { key: 'photo', message: 'Must be a JPEG, PNG, WebP or AVIF photo' };
const pixelsError = { key: 'photo', message: 'Must be at most 16 megapixels' };
/** Made once for every test: large photos take a moment to encode. */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};
const bigPhotos = {
  png49: once(() => plainPhoto('png', 7000, 7000)),
  jpeg49: once(() => plainPhoto('jpeg', 7000, 7000)),
  jpeg22: once(() => plainPhoto('jpeg', 4700, 4700)),
  avif12: once(() => plainPhoto('avif', 4000, 3000)),
};

describeEachEngine('doorstep card', (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    // Before the delivery events the tests send, so each is the newest.
    test = await startTestApp({}, { engine, now: () => new Date('2026-03-10T12:00:00.000Z') });
  });
  afterEach(() => test.close());

  const put = async (trackingId: string, parts: Parameters<typeof multipartForm>[0]) =>
    test.app.inject({
      method: 'PUT',
      url: `/tracking/doorstep?trackingId=${trackingId}`,
      ...(await multipartForm(parts)),
    });
  const upload = async (trackingId: string, bytes: Buffer, pin = PIN) =>
    put(trackingId, { photo: jpegFile(bytes), ...pin });
  const track = async (id: string) => (await test.app.inject(`/tracking/?trackingId=${id}`)).json().payload;
  const photo = (photoUrl: string) => test.app.inject(photoUrl);

  /** The photo as the service stores it: its bytes, read through the provider's route. */
  const storedPhoto = async (trackingId: string) =>
    (await test.ingest('GET', `/ingest/orders/${trackingId}/doorstep/photo`)).rawPayload;

  it('stores a phone photo upright, at most 1600 px, as WebP without any metadata, and serves it no-store', async () => {
    const trackingId = await test.createOrder();
    const sent = await phonePhoto();
    const sentMetadata = await sharp(sent).metadata();
    expect(sentMetadata).toMatchObject({ width: 3000, height: 2000, orientation: 6 });
    expect([sentMetadata.exif, sentMetadata.icc, sentMetadata.xmp].every(Boolean)).toBe(true);

    const response = await upload(trackingId, sent);
    expect(response.statusCode).toBe(200);
    const order = orderSchema.parse(response.json().payload);
    expect(order.doorstep).toEqual({
      photoUrl: expect.stringMatching(
        new RegExp(`^/tracking/doorstep/photo\\?trackingId=${trackingId}&v=[A-Za-z0-9_-]{16}$`),
      ),
      lat: 52.370216,
      lng: 4.895168,
    });

    const served = await photo(order.doorstep?.photoUrl ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('no-store');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1067, height: 1600 });
    expect([metadata.exif, metadata.icc, metadata.xmp, metadata.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
    // The next load carries it too.
    expect((await track(trackingId)).doorstep).toEqual(order.doorstep);
  });

  it.each([
    ['PNG', 'png'],
    ['WebP', 'webp'],
    ['AVIF', 'avif'],
  ] as const)('takes a %s photo (and stores WebP)', async (_name, format) => {
    const trackingId = await test.createOrder();
    const response = await put(trackingId, {
      photo: { bytes: await smallPhoto(format), name: 'door', type: 'application/octet-stream' },
      ...PIN,
    });
    expect(response.statusCode).toBe(200);
    const stored = await sharp(await storedPhoto(trackingId)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 320, 240]);
  });

  it('replaces the photo and moves the pin under a new photo address, and removes the card', async () => {
    const trackingId = await test.createOrder();
    // Read first, so the order's view is kept in memory: each change must drop it.
    expect((await track(trackingId)).doorstep).toBeNull();
    const first = (await upload(trackingId, await smallPhoto('jpeg'))).json().payload.doorstep;
    expect((await track(trackingId)).doorstep).toEqual(first);
    const moved = { lat: '52.3703', lng: '4.8952' };
    const second = (await put(trackingId, { photo: jpegFile(await phonePhoto()), ...moved })).json().payload
      .doorstep;
    expect(second).toMatchObject({ lat: 52.3703, lng: 4.8952 });
    expect(second.photoUrl).not.toBe(first.photoUrl);
    expect((await track(trackingId)).doorstep).toEqual(second);

    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/tracking/doorstep?trackingId=${trackingId}`,
    });
    expect([removed.statusCode, removed.json().payload.doorstep]).toEqual([200, null]);
    expect((await track(trackingId)).doorstep).toBeNull();
    expect((await photo(second.photoUrl)).statusCode).toBe(404);
  });

  describe('refuses what is not a photo, or what its header says decodes to too much, naming photo, and stores nothing', () => {
    const costError = {
      key: 'photo',
      message: 'Too large to decode in its format; send a JPEG or a smaller photo',
    };
    it.each([
      [
        'a text file named .jpg',
        async () => Buffer.from('Leave it with the neighbour at number 4.\n'.repeat(20)),
        photoError,
      ],
      [
        'a PNG with wrong magic bytes',
        async () => Buffer.concat([Buffer.from([0x00]), (await smallPhoto('png')).subarray(1)]),
        photoError,
      ],
      ['a truncated JPEG', async () => (await smallPhoto('jpeg')).subarray(0, 200), photoError],
      [
        'an SVG named .jpg',
        async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
        photoError,
      ],
      ['a 7000 x 7000 PNG (49 megapixels in 660 KB)', bigPhotos.png49, pixelsError],
      ['a decompression bomb (a tiny PNG declaring 50000 x 50000)', decompressionBomb, pixelsError],
      ['a JPEG declaring 65000 x 65000', hugeDimensionsJpeg, pixelsError],
      [
        'a 4700 x 4700 JPEG (too small to be shrunk as it loads: 22 megapixels)',
        bigPhotos.jpeg22,
        pixelsError,
      ],
      ['a 12-megapixel AVIF (it decodes whole: 252 MB)', bigPhotos.avif12, costError],
    ])('%s', async (_name, make, error) => {
      const trackingId = await test.createOrder();
      const response = await upload(trackingId, await make());
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { message: 'Invalid request', code: 'invalid_request', errors: [error] },
      ]);
      expect((await track(trackingId)).doorstep).toBeNull();
    });
  });

  it('takes a 49-megapixel JPEG, shrunk as it loads', async () => {
    const trackingId = await test.createOrder();
    expect((await upload(trackingId, await bigPhotos.jpeg49())).statusCode).toBe(200);
    const stored = await sharp(await storedPhoto(trackingId)).metadata();
    expect([stored.width, stored.height]).toEqual([1600, 1600]);
  });

  it('answers 413 in the error shape to a photo over 10 MB', async () => {
    const trackingId = await test.createOrder();
    const big = Buffer.concat([await smallPhoto('jpeg'), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await upload(trackingId, big);
    expect([response.statusCode, response.json()]).toEqual([
      413,
      { message: 'The photo is larger than 10 MB', code: 'payload_too_large' },
    ]);
    expect((await track(trackingId)).doorstep).toBeNull();
  });

  it.each(['zip', 'html'] as const)(
    're-encodes a JPEG/%s polyglot: what rode along is never stored',
    async (kind) => {
      const trackingId = await test.createOrder();
      const sent = await polyglot(kind);
      expect((await upload(trackingId, sent)).statusCode).toBe(200);
      const stored = await storedPhoto(trackingId);
      expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(stored.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(false);
      expect(stored.includes('<script')).toBe(false);
    },
  );

  it('names every bad field: a pin off the globe', async () => {
    const trackingId = await test.createOrder();
    const response = await put(trackingId, { lat: '91', lng: 'east', photo: jpegFile(await smallPhoto()) });
    expect([response.statusCode, response.json().errors]).toEqual([
      400,
      [
        { key: 'lat', message: expect.any(String) },
        { key: 'lng', message: 'Must be a decimal number' },
      ],
    ]);
  });

  it('moves the pin alone, keeping the photo; without a card to keep, the photo is required', async () => {
    const trackingId = await test.createOrder();
    const missing = await put(trackingId, PIN);
    expect([missing.statusCode, missing.json().errors]).toEqual([
      400,
      [{ key: 'photo', message: 'Required' }],
    ]);
    const first = (await upload(trackingId, await smallPhoto())).json().payload.doorstep;
    const moved = (await put(trackingId, { lat: '52.3703', lng: '4.8952' })).json().payload.doorstep;
    expect(moved).toEqual({ photoUrl: first.photoUrl, lat: 52.3703, lng: 4.8952 });
  });

  it.each([
    ['JSON', 'application/json', JSON.stringify({ lat: '52.37', lng: '4.89' })],
    ['a form without its boundary', 'multipart/form-data', 'x'],
    ['a URL-encoded form', 'application/x-www-form-urlencoded', 'lat=52.37&lng=4.89'],
  ])('refuses %s in the error shape, never a 500', async (_name, contentType, payload) => {
    const trackingId = await test.createOrder();
    const response = await test.app.inject({
      method: 'PUT',
      url: `/tracking/doorstep?trackingId=${trackingId}`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });

  it('refuses a second file or extra fields as they stream in (413)', async () => {
    const trackingId = await test.createOrder();
    const response = await put(trackingId, { ...PIN, note: 'x', photo: jpegFile(await smallPhoto()) });
    expect([response.statusCode, response.json().code]).toEqual([413, 'payload_too_large']);
  });

  it('is refused like preferences once the driver is on the way (409), and to a share id (403)', async () => {
    const trackingId = await test.createOrder();
    const share = await test.app.inject({ method: 'POST', url: `/tracking/share?trackingId=${trackingId}` });
    const shareId = share.json().payload.shareId;
    expect((await upload(shareId, await smallPhoto())).statusCode).toBe(403);

    await test.ingest('PATCH', `/ingest/orders/${trackingId}`, { statusCode: 80 });
    const response = await upload(trackingId, await smallPhoto());
    expect([response.statusCode, response.json().message]).toEqual([
      409,
      'Preferences can no longer be changed',
    ]);
    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/tracking/doorstep?trackingId=${trackingId}`,
    });
    expect(removed.statusCode).toBe(409);
  });

  it('never shows the card or the photo through a share link', async () => {
    const trackingId = await test.createOrder();
    const { photoUrl } = (await upload(trackingId, await smallPhoto())).json().payload.doorstep;
    const shareId = (
      await test.app.inject({ method: 'POST', url: `/tracking/share?trackingId=${trackingId}` })
    ).json().payload.shareId;
    expect(await track(shareId)).toMatchObject({ shared: true, doorstep: null, deliveryProof: null });
    const throughShare = await photo(`/tracking/doorstep/photo?trackingId=${shareId}`);
    expect([throughShare.statusCode, throughShare.json().message]).toEqual([404, 'Order not found']);
    expect(throughShare.rawPayload.includes('RIFF')).toBe(false);
    expect((await photo(photoUrl)).statusCode).toBe(200);
  });

  it("serves the photo to the page's own fetch, never to an <img> or another site", async () => {
    const trackingId = await test.createOrder();
    const { photoUrl } = (await upload(trackingId, await smallPhoto())).json().payload.doorstep;
    const read = (site: string, dest: string) =>
      test.app.inject({ url: photoUrl, headers: { 'sec-fetch-site': site, 'sec-fetch-dest': dest } });
    expect((await read('same-origin', 'empty')).statusCode).toBe(200);
    for (const [site, dest] of [
      ['same-origin', 'image'],
      ['cross-site', 'image'],
      ['cross-site', 'empty'],
    ]) {
      const refused = await read(site ?? '', dest ?? '');
      expect([refused.statusCode, refused.rawPayload.includes('RIFF')]).toEqual([403, false]);
    }
  });

  it('answers an unknown tracking id as every tracking read does', async () => {
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    const [read, photoRead] = await Promise.all([
      test.app.inject(`/tracking/?trackingId=${unknown}`),
      photo(`/tracking/doorstep/photo?trackingId=${unknown}`),
    ]);
    expect([photoRead.statusCode, photoRead.json()]).toEqual([read.statusCode, read.json()]);
  });

  it('gives the provider the photo through the ingest API, with its key only', async () => {
    const trackingId = await test.createOrder();
    await upload(trackingId, await smallPhoto());
    const { doorstep } = (await test.ingest('GET', `/ingest/orders/${trackingId}`)).json().payload;
    expect(doorstep.photoUrl).toMatch(new RegExp(`^/ingest/orders/${trackingId}/doorstep/photo\\?v=`));
    const withKey = await test.ingest('GET', doorstep.photoUrl);
    expect([withKey.statusCode, withKey.headers['content-type'], withKey.headers['cache-control']]).toEqual([
      200,
      'image/webp',
      'no-store',
    ]);
    expect((await test.app.inject(doorstep.photoUrl)).statusCode).toBe(401);
  });

  it('shows the proof after delivery: its photos, time and place, 4 m from the pin', async () => {
    const trackingId = await test.createOrder();
    await upload(trackingId, await smallPhoto());
    const delivery = {
      statusCode: 90,
      at: '2026-03-10T13:12:00.000Z',
      imageUrls: ['https://cdn.example.com/pod/1.jpg'],
      location: { lat: 52.370252, lng: 4.895168 },
    };
    expect((await test.ingest('POST', `/ingest/orders/${trackingId}/events`, delivery)).statusCode).toBe(201);
    const order = orderSchema.parse(await track(trackingId));
    expect(order.deliveryProof).toEqual({
      at: delivery.at,
      imageUrls: delivery.imageUrls,
      location: delivery.location,
      metresFromPin: 4,
      trail: [],
    });
    // The timeline itself does not repeat the place.
    expect(order.events.at(-1)).toEqual({ statusCode: 90, at: delivery.at, imageUrls: delivery.imageUrls });
  });

  it('refuses a delivery location off the globe, naming it', async () => {
    const trackingId = await test.createOrder();
    const response = await test.ingest('POST', `/ingest/orders/${trackingId}/events`, {
      statusCode: 90,
      location: { lat: 95, lng: 4.9 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ key: 'location.lat', message: expect.any(String) }]);
  });

  it('is wiped with the order: anonymise removes the photo, the pin and the delivery place', async () => {
    const trackingId = await test.createOrder();
    await upload(trackingId, await smallPhoto());
    await test.ingest('POST', `/ingest/orders/${trackingId}/events`, {
      statusCode: 90,
      location: { lat: 52.370252, lng: 4.895168 },
    });
    expect((await test.ingest('POST', `/ingest/orders/${trackingId}/anonymise`)).statusCode).toBe(200);
    const read = (await test.ingest('GET', `/ingest/orders/${trackingId}`)).json().payload;
    expect([read.doorstep, read.deliveryProof]).toEqual([null, expect.objectContaining({ location: null })]);
    const photoRead = await test.ingest('GET', `/ingest/orders/${trackingId}/doorstep/photo`);
    expect([photoRead.statusCode, photoRead.json().message]).toEqual([404, 'Doorstep photo not found']);
  });
});
