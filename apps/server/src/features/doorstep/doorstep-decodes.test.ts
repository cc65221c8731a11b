import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type * as EncodePhoto from './encode-photo';
import { multipartForm } from '../../testing/multipart-form';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { decompressionBomb, plainPhoto, smallPhoto } from '../../testing/test-photos';

/*
 * The decoder itself, watched: each decode waits until the test lets it go, so what runs at once, what waits and
 * what is refused is decided by the service alone, not by how fast this machine decodes.
 */
const decoder = vi.hoisted(() => ({ started: 0, hold: Promise.resolve(), release: () => {} }));

vi.mock('./encode-photo', async (importOriginal) => {
  const real = await importOriginal<typeof EncodePhoto>();
  return {
    ...real,
    encodePhoto: async (...args: Parameters<typeof real.encodePhoto>) => {
      decoder.started += 1;
      await decoder.hold;
      return real.encodePhoto(...args);
    },
  };
});

const PIN = { lat: '52.370216', lng: '4.895168' };

describeEachEngine('doorstep photo decodes', (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
    decoder.started = 0;
    decoder.hold = new Promise((resolve) => (decoder.release = resolve));
  });
  afterEach(async () => {
    decoder.release();
    await test.close();
  });

  const upload = async (trackingId: string, bytes: Buffer) =>
    test.app.inject({
      method: 'PUT',
      url: `/tracking/doorstep?trackingId=${trackingId}`,
      ...(await multipartForm({ photo: { bytes, name: 'door.png', type: 'image/png' }, ...PIN })),
    });
  const doorstep = async (trackingId: string) =>
    (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload.doorstep;

  it('never hands a photo that decodes to too many pixels to the decoder', async () => {
    decoder.release();
    for (const bomb of [await plainPhoto('png', 7000, 7000), await decompressionBomb()]) {
      const response = await upload(await test.createOrder(), bomb);
      expect([response.statusCode, response.json().errors]).toEqual([
        400,
        [{ key: 'photo', message: 'Must be at most 16 megapixels' }],
      ]);
    }
    expect(decoder.started).toBe(0);
  });

  it.skipIf(!existsSync('/proc/self/task'))(
    "decodes at a lower CPU priority than the event loop's (libvips' worker threads 10 steps of nice below)",
    async () => {
      decoder.release();
      expect((await upload(await test.createOrder(), await smallPhoto('avif'))).statusCode).toBe(200);
      const decoderThreads = readdirSync('/proc/self/task').filter(
        (thread) => readFileSync(`/proc/self/task/${thread}/comm`, 'latin1').trim() === 'libvips worker',
      );
      expect(decoderThreads.length).toBeGreaterThan(0);
      const lowered = Math.min(19, getPriority() + 10);
      expect(decoderThreads.map((thread) => getPriority(Number(thread)))).toEqual(
        decoderThreads.map(() => lowered),
      );
    },
  );

  it('decodes two photos at once, four wait, and one more gets 503 with Retry-After; then the rest are taken', async () => {
    const orders = await Promise.all(Array.from({ length: 7 }, () => test.createOrder()));
    const photo = await smallPhoto('png');
    const answers = orders.map((trackingId) => upload(trackingId, photo));
    // While the decodes are held, the only answer that can come is a refusal.
    const first = await Promise.race(answers);
    expect([first.statusCode, first.headers['retry-after'], first.json()]).toEqual([
      503,
      '2',
      { message: 'Too many photos are being processed; try again shortly', code: 'unavailable' },
    ]);
    expect(decoder.started).toBe(2);

    decoder.release();
    const statuses = (await Promise.all(answers)).map((answer) => answer.statusCode);
    expect([...statuses].sort()).toEqual([200, 200, 200, 200, 200, 200, 503]);
    expect(decoder.started).toBe(6);
    const refused = orders[statuses.indexOf(503)] ?? '';
    const cards = await Promise.all(orders.map(doorstep));
    expect(orders.filter((_, index) => cards[index] === null)).toEqual([refused]);
    // Sent again once the decoders are free, the refused photo is taken.
    expect((await upload(refused, photo)).statusCode).toBe(200);
  });
});
