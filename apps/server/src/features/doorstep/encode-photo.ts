import { DOORSTEP_PHOTO_MAX_BYTES } from '@tracking/core';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import sharp from 'sharp';
import { invalidRequest } from '../../platform/outcomes/outcome';
import type { DecodeLimits } from './decode-gate';
import {
  decodeCostBytes,
  decodedPixels,
  photoFormatOf,
  type PhotoFormat,
  type PhotoHeader,
} from './photo-format';

/** Largest photo accepted, in bytes (413 beyond). */
export const PHOTO_MAX_BYTES = DOORSTEP_PHOTO_MAX_BYTES;
/** Longest side of the stored photo, in pixels. */
export const PHOTO_MAX_SIDE = 1600;
/**
 * Most pixels a photo may decode to. A JPEG is shrunk as it loads (to a half, quarter or eighth), so a phone's
 * 48-megapixel JPEG decodes to 3; the other formats decode whole, so their header may declare no more.
 */
export const PHOTO_MAX_DECODED_PIXELS = 16_000_000;
/** Most pixels a JPEG's header may declare (it is shrunk as it loads). */
export const PHOTO_MAX_JPEG_PIXELS = 50_000_000;
/**
 * Memory the photo decodes of one process may hold at once (decode-gate.ts); a photo whose decode alone would
 * take more is refused from its header. Beside a process at 250-320 MB (under hundreds of uploads a second) it
 * stays under 600 MB. It takes a 16-megapixel JPEG, PNG or WebP; an AVIF decodes whole at 21 bytes a pixel, so
 * one of 9.5 megapixels (7 at 10 bits) takes all of it and decodes alone.
 */
export const PHOTO_DECODE_MEMORY_BYTES = 200_000_000;
/**
 * Two decodes at once (of libuv's four threads, so commits' WAL syncs and file reads keep two), within that
 * memory, and four waiting: a photo decodes in 0.1 to 1 s here, so a wait stays short.
 */
export const PHOTO_DECODE_LIMITS: DecodeLimits = {
  concurrency: 2,
  memoryBytes: PHOTO_DECODE_MEMORY_BYTES,
  queue: 4,
};

// The decoder keeps no recipient's image in its operation cache.
sharp.cache(false);
// One libvips thread per decode, whatever the platform's default: the decode gate bounds how many run at once,
// and each holds one of libuv's threads (waiting on libvips), which the SQLite WAL sync and file reads need too.
sharp.concurrency(1);

/** Steps of nice below the event loop's that the threads doing a decode's work run at. */
const DECODER_NICE_STEPS = 10;

/**
 * Lowers the priority of libvips' worker threads, where a decode's work runs (sharp's libuv thread only waits
 * for them). On 2 cores a 9-megapixel AVIF took one for half a second at the event loop's priority, and other
 * writes' p99 rose by 100-200 ms. Linux takes a priority per thread; elsewhere (no /proc) this does nothing.
 * libvips keeps its threads for later decodes, so they are lowered once they exist: before and after each.
 */
function lowerDecoderPriority(): void {
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  const nice = Math.min(19, getPriority() + DECODER_NICE_STEPS);
  for (const thread of threads) {
    try {
      if (readFileSync(`/proc/self/task/${thread}/comm`, 'latin1').trim() === 'libvips worker')
        setPriority(Number(thread), nice);
    } catch {
      // The thread ended meanwhile.
    }
  }
}

const notAPhoto = () =>
  invalidRequest([{ key: 'photo', message: 'Must be a JPEG, PNG, WebP or AVIF photo' }]);
const tooManyPixels = () => invalidRequest([{ key: 'photo', message: 'Must be at most 16 megapixels' }]);
const tooCostly = () =>
  invalidRequest([
    { key: 'photo', message: 'Too large to decode in its format; send a JPEG or a smaller photo' },
  ]);

/** How sharp names each format once it has read the header (AVIF is HEIF with AV1). */
const SHARP_FORMATS: Record<PhotoFormat, { format: string; compression?: string }> = {
  jpeg: { format: 'jpeg' },
  png: { format: 'png' },
  webp: { format: 'webp' },
  avif: { format: 'heif', compression: 'av1' },
};

const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2 };

/** A photo whose header was read and accepted: what it will decode to, and what that costs. */
export interface PhotoPlan {
  header: PhotoHeader;
  /** Peak bytes its decode holds (photo-format.ts). */
  costBytes: number;
}

/**
 * Reads the photo's header, never its pixels: the magic bytes decide the format (nothing else reaches libvips),
 * sharp's `metadata()` gives its size. A photo that would decode to more than PHOTO_MAX_DECODED_PIXELS, or take
 * more than PHOTO_DECODE_MEMORY_BYTES, is a 400 naming `photo`, as is anything that is not one of the four formats.
 */
export async function planPhoto(upload: Buffer): Promise<PhotoPlan> {
  const format = photoFormatOf(upload);
  if (!format) throw notAPhoto();
  // The header alone: no pixel limit here, so a bomb is told its size rather than that it is no photo.
  const metadata = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const expected = SHARP_FORMATS[format];
  if (
    !metadata?.width ||
    !metadata.height ||
    metadata.format !== expected.format ||
    (expected.compression && metadata.compression !== expected.compression)
  )
    throw notAPhoto();
  const header: PhotoHeader = {
    format,
    width: metadata.width,
    height: metadata.height,
    channels: metadata.channels ?? 4,
    bytesPerSample: BYTES_PER_SAMPLE[metadata.depth ?? ''] ?? 4,
    progressive: metadata.isProgressive === true,
  };
  const headerLimit = format === 'jpeg' ? PHOTO_MAX_JPEG_PIXELS : PHOTO_MAX_DECODED_PIXELS;
  if (
    header.width * header.height > headerLimit ||
    decodedPixels(header, PHOTO_MAX_SIDE) > PHOTO_MAX_DECODED_PIXELS
  )
    throw tooManyPixels();
  const costBytes = decodeCostBytes(header, PHOTO_MAX_SIDE);
  if (costBytes > PHOTO_DECODE_MEMORY_BYTES) throw tooCostly();
  return { header, costBytes };
}

/** A photo as stored: WebP bytes this service encoded, and the version that names them. */
export interface EncodedPhoto {
  webp: Buffer;
  version: string;
}

/**
 * Decodes a planned photo and encodes it again as WebP: turned upright first (from its EXIF orientation), at
 * most PHOTO_MAX_SIDE on its long side, and with no metadata block (EXIF with GPS, ICC, XMP: sharp writes none
 * unless asked). Whatever rode along with the pixels (a ZIP or HTML behind a JPEG) is gone. A JPEG is shrunk as
 * it loads; sharp's own pixel limit stands behind the plan's. Anything that does not decode is a 400 naming
 * `photo`.
 */
export async function encodePhoto(upload: Buffer, plan: PhotoPlan): Promise<EncodedPhoto> {
  const limitInputPixels = plan.header.format === 'jpeg' ? PHOTO_MAX_JPEG_PIXELS : PHOTO_MAX_DECODED_PIXELS;
  let webp: Buffer;
  lowerDecoderPriority();
  try {
    webp = await sharp(upload, { limitInputPixels, failOn: 'error' })
      .autoOrient()
      .resize({
        width: PHOTO_MAX_SIDE,
        height: PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
        fastShrinkOnLoad: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw notAPhoto();
  } finally {
    lowerDecoderPriority();
  }
  const version = createHash('sha256').update(webp).digest('base64url').slice(0, 16);
  return { webp, version };
}
