/** The photo formats a doorstep photo may arrive in, as sharp names them once decoded (AVIF is HEIF/AV1). */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** AVIF brands a file's ftyp box may name as major or compatible brand. */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** Whether an ISO-BMFF file's ftyp box names an AVIF brand (its box size bounds where we look). */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxSize = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), 64);
  const text = new TextDecoder('latin1').decode(bytes.subarray(8, boxSize));
  return [...AVIF_BRANDS].some((brand) => text.includes(brand));
}

/**
 * The format the bytes start like, read from their magic bytes (never from a name or a declared type); undefined
 * for anything else, which then never reaches the decoder (SVG, TIFF, GIF, RAW and the rest of what it reads).
 */
export function photoFormatOf(bytes: Uint8Array): PhotoFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  return undefined;
}

/** What a photo's header says about the decode it asks for (sharp's `metadata()` reads only the header). */
export interface PhotoHeader {
  format: PhotoFormat;
  width: number;
  height: number;
  /** Colour and alpha channels. */
  channels: number;
  /** 1 for 8-bit samples, 2 for 10- to 16-bit ones. */
  bytesPerSample: number;
  /** A progressive JPEG or an interlaced PNG: decoded whole before the first row comes out. */
  progressive: boolean;
}

/**
 * The factor a JPEG is shrunk by as it loads (libjpeg's 1/2, 1/4 or 1/8) when fitted in `maxSide` px: sharp's
 * rule (its pipeline.cc with fastShrinkOnLoad), including its step down where libjpeg rounds badly.
 */
export function jpegShrinkOnLoad(width: number, height: number, maxSide: number): number {
  const shrink = Math.max(1, Math.max(width, height) / maxSide);
  const factor = shrink >= 8 ? 8 : shrink >= 4 ? 4 : shrink >= 2 ? 2 : 1;
  return factor > 1 && Math.trunc(shrink) === factor ? factor / 2 : factor;
}

/** Pixels the decoder produces for a photo fitted in `maxSide` px: a JPEG shrunk as it loads, others whole. */
export function decodedPixels(header: PhotoHeader, maxSide: number): number {
  if (header.format !== 'jpeg') return header.width * header.height;
  const factor = jpegShrinkOnLoad(header.width, header.height, maxSide);
  return Math.ceil(header.width / factor) * Math.ceil(header.height / factor);
}

/**
 * Bytes a decode holds at its peak, from the header. Measured with sharp 0.35 (libvips 8.18) at 16 and 49 MP,
 * rounded up: AVIF decodes the whole AV1 frame, then an RGB copy, then libvips' (18.4 bytes a pixel at 8 bits
 * alone, 20.6 in the service; 25.3 at 10 and 12 bits); a progressive JPEG keeps every block's coefficients until
 * its last scan (3.4 to 9.9 bytes a pixel as subsampling and channels go); an interlaced PNG is read whole (up to
 * 10.9 at 16-bit RGBA). Baseline JPEG, plain PNG and WebP stream through the resize (1.8 to 5.1 bytes a decoded
 * pixel).
 */
export function decodeCostBytes(header: PhotoHeader, maxSide: number): number {
  const pixels = header.width * header.height;
  if (header.format === 'avif') return pixels * (header.bytesPerSample > 1 ? 28 : 21);
  const sampleBytes = header.channels * header.bytesPerSample;
  if (header.progressive && header.format === 'jpeg') return pixels * 2.5 * header.channels;
  if (header.progressive) return pixels * 1.5 * sampleBytes;
  return decodedPixels(header, maxSide) * 1.5 * sampleBytes;
}
