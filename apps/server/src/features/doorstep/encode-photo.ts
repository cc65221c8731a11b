import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { invalidRequest } from '../../platform/outcomes/outcome';
import { photoFormatOf } from './photo-format';

/** Largest photo accepted, in bytes (413 beyond). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Longest side of the stored photo, in pixels. */
export const PHOTO_MAX_SIDE = 1600;
/**
 * Most pixels decoded from one photo: a 48-megapixel phone photo fits; a decompression bomb (a small file
 * declaring 50000 x 50000) is refused from its header, before any pixel is decoded.
 */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;

// The decoder keeps no recipient's image in its operation cache.
sharp.cache(false);

const notAPhoto = () =>
  invalidRequest([{ key: 'photo', message: 'Must be a JPEG, PNG, WebP or AVIF photo' }]);

/** A photo as stored: WebP bytes this service encoded, and the version that names them. */
export interface EncodedPhoto {
  webp: Buffer;
  version: string;
}

/**
 * Decodes an uploaded photo and encodes it again as WebP: turned upright first (from its EXIF orientation), at
 * most PHOTO_MAX_SIDE on its long side, and with no metadata block (EXIF with GPS, ICC, XMP: sharp writes none
 * unless asked). Whatever rode along with the pixels (a ZIP or HTML behind a JPEG) is gone. Anything that does
 * not decode as one of the four formats is a 400 naming `photo`.
 */
export async function encodePhoto(upload: Buffer): Promise<EncodedPhoto> {
  if (!photoFormatOf(upload)) throw notAPhoto();
  let webp: Buffer;
  try {
    webp = await sharp(upload, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw notAPhoto();
  }
  const version = createHash('sha256').update(webp).digest('base64url').slice(0, 16);
  return { webp, version };
}
