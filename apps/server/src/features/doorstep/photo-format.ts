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
