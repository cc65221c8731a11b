import { describe, expect, it } from 'vitest';
import { photoFormatOf } from './photo-format';

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
