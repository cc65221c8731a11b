import fc from 'fast-check';
import {
  decompressionBomb,
  hugeDimensionsJpeg,
  phonePhoto,
  polyglot,
  smallPhoto,
} from '../../apps/server/src/testing/test-photos';
import { HOSTILE_STRINGS, hostileSegment } from './hostile';
import type { FuzzFixture, HttpTarget } from './http-targets';

/*
 * The doorstep photo upload under fuzz (hand-written: its multipart body is not generated from the document):
 * uploads whose photo is a real photo, a hostile one (bomb, huge dimensions, polyglot), or one of those mutated
 * (bytes flipped, cut short, header of another format), with any lat/lng, file name and declared type. The photo
 * and delete routes are generated from the document like every other operation.
 */

/** One part of a hand-built multipart body (FormData cannot be built synchronously inside an arbitrary). */
interface Part {
  name: string;
  value: Buffer;
  fileName?: string;
  type?: string;
}

const BOUNDARY = '----doorstep-fuzz-7MA4YWxkTrZu0gW';

function multipartBody(parts: readonly Part[]): Buffer {
  const chunks = parts.flatMap((part) => {
    const file = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    const type = part.type === undefined ? '' : `\r\ncontent-type: ${part.type}`;
    const head = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`;
    return [Buffer.from(head, 'latin1'), part.value, Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** Photo bytes: a seed as is, or mutated the ways broken and hostile files are. */
function photoBytes(seeds: readonly Buffer[]): fc.Arbitrary<Buffer> {
  const seed = fc.constantFrom(...seeds);
  return fc.oneof(
    seed,
    fc.tuple(seed, fc.nat(), fc.integer({ min: 0, max: 255 })).map(([bytes, at, value]) => {
      const flipped = Buffer.from(bytes);
      flipped[at % flipped.length] = value;
      return flipped;
    }),
    fc.tuple(seed, fc.nat()).map(([bytes, length]) => bytes.subarray(0, length % bytes.length)),
    fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
    fc
      .tuple(fc.constantFrom('GIF89a', '<svg ', 'II*\u0000', 'RIFF\u0000\u0000\u0000\u0000WEBP'), seed)
      .map(([head, bytes]) => Buffer.concat([Buffer.from(head, 'latin1'), bytes])),
  );
}

/** How the form is framed: whole, cut off anywhere, or under a content type that does not match it. */
const CONTENT_TYPES = {
  whole: `multipart/form-data; boundary=${BOUNDARY}`,
  cut: `multipart/form-data; boundary=${BOUNDARY}`,
  noBoundary: 'multipart/form-data',
  otherBoundary: 'multipart/form-data; boundary=other',
  json: 'application/json',
} as const;
const framing = fc.oneof(
  { weight: 6, arbitrary: fc.constant('whole' as const) },
  { weight: 1, arbitrary: fc.constantFrom('cut', 'noBoundary', 'otherBoundary', 'json') },
);

const coordinate = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: -90, max: 90, noNaN: true }).map((value) => value.toFixed(6)) },
  fc.double({ min: -200, max: 200, noNaN: true }).map(String),
  fc.constantFrom(...HOSTILE_STRINGS, 'NaN', 'Infinity', '1e3', '0x10', ' 52.1 '),
);

/** The photo upload (mostly to real ids), named by its operation. */
export async function doorstepTargets(fixture: FuzzFixture): Promise<HttpTarget[]> {
  const trackingIds = fixture.ids.trackingId ?? [];
  const seeds = await Promise.all([
    smallPhoto('jpeg'),
    smallPhoto('png'),
    smallPhoto('webp'),
    smallPhoto('avif'),
    phonePhoto(),
    decompressionBomb(),
    hugeDimensionsJpeg(),
    polyglot('zip'),
    polyglot('html'),
  ]);
  const id = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...trackingIds) },
    { weight: 1, arbitrary: hostileSegment(trackingIds) },
  );
  const photoPart = fc
    .record({
      value: photoBytes(seeds),
      fileName: fc.constantFrom('door.jpg', '../../etc/passwd', 'a.svg', '', 'x'.repeat(300)),
      type: fc.constantFrom('image/jpeg', 'image/svg+xml', 'text/html', 'application/zip', ''),
      name: fc.constantFrom('photo', 'photo', 'photo', 'file'),
    })
    .map((part): Part => part);
  const textPart = (name: string) =>
    coordinate.map((value): Part => ({ name, value: Buffer.from(value, 'utf8') }));
  // Mostly a whole form, so the photo reaches the decoder; else parts left out, repeated or added.
  const parts = fc
    .tuple(photoPart, textPart('lat'), textPart('lng'), fc.subarray(['extra', 'photo']), fc.nat(3))
    .chain(([photo, lat, lng, extras, shape]): fc.Arbitrary<Part[]> =>
      shape > 0
        ? fc.constant([lat, lng, photo])
        : fc.shuffledSubarray([
            photo,
            lat,
            lng,
            ...extras.map((name) => ({ name, value: Buffer.from('x') })),
          ]),
    );
  return [
    {
      name: 'PUT /tracking/doorstep',
      requests: fc.tuple(id, parts, framing, fc.nat()).map(([trackingId, chosen, frame, cut]) => {
        const body = multipartBody(chosen);
        return {
          method: 'PUT',
          url: `/tracking/doorstep?trackingId=${trackingId}`,
          payload: frame === 'cut' ? body.subarray(0, cut % (body.length + 1)) : body,
          headers: { 'content-type': CONTENT_TYPES[frame] },
        };
      }),
    },
  ];
}
