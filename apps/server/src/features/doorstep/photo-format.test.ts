import { describe, expect, it } from 'vitest';
import {
  decodeCostBytes,
  decodedPixels,
  jpegShrinkOnLoad,
  photoFormatOf,
  type PhotoHeader,
} from './photo-format';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
const padding = Array<number>(16).fill(0);

describe('photoFormatOf', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], padding), 'jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], padding), 'png'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ', padding), 'webp'],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'), 'avif'],
    ['AVIF as a compatible brand', bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'avif', padding), 'avif'],
    ['HEIC (not AVIF)', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'), undefined],
    ['text named .jpg', bytes('This is not a photo at all.'), undefined],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), undefined],
    ['GIF', bytes('GIF89a', padding), undefined],
    ['RIFF that is not WebP (WAV)', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ', padding), undefined],
    ['too short to tell', bytes([0xff, 0xd8, 0xff]), undefined],
    ['empty', bytes(), undefined],
  ])('%s', (_name, input, expected) => {
    expect(photoFormatOf(input)).toBe(expected);
  });
});

describe('jpegShrinkOnLoad (fitted in 1600 px)', () => {
  it.each([
    ['no bigger than the box', 1600, 1200, 1],
    ['under twice the box', 3199, 2000, 1],
    // libjpeg rounds badly at exactly 2x, 4x, 8x: sharp steps down there, and so do we.
    ['twice up to three times: one step down', 4799, 3600, 1],
    ['three times', 4800, 3600, 2],
    ['a 48 MP phone photo', 8064, 6048, 4],
    ['four and a bit times: one step down', 7000, 7000, 2],
    ['nine times and more', 14_400, 900, 8],
    ['on its side counts the long side', 2000, 8000, 4],
  ])('%s: %i x %i shrinks by %i', (_name, width, height, factor) => {
    expect(jpegShrinkOnLoad(width, height, 1600)).toBe(factor);
  });
});

const header = (overrides: Partial<PhotoHeader>): PhotoHeader => ({
  format: 'jpeg',
  width: 4000,
  height: 3000,
  channels: 3,
  bytesPerSample: 1,
  progressive: false,
  ...overrides,
});

describe('decodedPixels and decodeCostBytes (fitted in 1600 px)', () => {
  it.each([
    ['a 12 MP baseline JPEG, decoded whole', header({}), 12_000_000, 54_000_000],
    ['a 48 MP phone JPEG, shrunk to a quarter', header({ width: 8064, height: 6048 }), 3_048_192, 13_716_864],
    [
      'a 22 MP JPEG just under three times the box',
      header({ width: 4700, height: 4700 }),
      22_090_000,
      99_405_000,
    ],
    [
      'a progressive JPEG keeps every coefficient',
      header({ width: 7000, height: 7000, progressive: true }),
      12_250_000,
      367_500_000,
    ],
    [
      'an interlaced 16-bit RGBA PNG is read whole',
      header({ format: 'png', channels: 4, bytesPerSample: 2, progressive: true }),
      12_000_000,
      144_000_000,
    ],
    ['a plain PNG streams', header({ format: 'png' }), 12_000_000, 54_000_000],
    [
      'an 8-bit AVIF: 21 bytes a pixel',
      header({ format: 'avif', width: 4000, height: 4000 }),
      16_000_000,
      336_000_000,
    ],
    [
      'a 10-bit AVIF: 28 bytes a pixel',
      header({ format: 'avif', bytesPerSample: 2 }),
      12_000_000,
      336_000_000,
    ],
    [
      'a WebP is not counted as shrunk',
      header({ format: 'webp', width: 7000, height: 7000, channels: 4 }),
      49_000_000,
      294_000_000,
    ],
  ])('%s', (_name, photo, pixels, bytes) => {
    expect([decodedPixels(photo, 1600), decodeCostBytes(photo, 1600)]).toEqual([pixels, bytes]);
  });
});
