import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/*
 * Photos for the doorstep tests and the fuzz target: real ones made with sharp, and hostile ones made by hand.
 */

/** An upright scene to photograph: a gradient, so the encoder has something to encode. */
function scene(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><rect x="0" y="0" width="${width / 2}" height="${height}" fill="#c33"/></svg>`,
      ),
    },
  ]);
}

const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Recipient</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/**
 * A phone photo as sent: 3000 x 2000 JPEG stored sideways (EXIF orientation 6, so upright it is 2000 x 3000),
 * with EXIF GPS of the recipient's home, a Display P3 ICC profile and an XMP block.
 */
export async function phonePhoto(): Promise<Buffer> {
  const pixels = await scene(3000, 2000).png().toBuffer();
  return sharp(pixels)
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 22/1 1272/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 53/1 4260/100',
      },
    })
    .withXmp(XMP)
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A small ordinary photo in `format`. */
export async function smallPhoto(format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg'): Promise<Buffer> {
  return scene(320, 240).toFormat(format).toBuffer();
}

/** A single-colour photo of any size: tiny as a file, whatever it decodes to (7000 x 7000 as PNG is 660 KB). */
export async function plainPhoto(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  width: number,
  height: number,
): Promise<Buffer> {
  const plain = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } });
  // The encoder's fastest effort: a large AVIF takes seconds otherwise.
  return (format === 'avif' ? plain.avif({ effort: 0 }) : plain.toFormat(format)).toBuffer();
}

/** A PNG with its IHDR chunk declaring other dimensions (and a CRC that matches, so only the size is wrong). */
export function pngDeclaring(png: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(png);
  // Signature (8), chunk length (4), 'IHDR' (4), then width and height; the CRC covers type and data.
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/** A decompression bomb: a tiny PNG declaring 50000 x 50000 pixels (2.5 gigapixels). */
export async function decompressionBomb(): Promise<Buffer> {
  return pngDeclaring(await smallPhoto('png'), 50_000, 50_000);
}

/** A JPEG whose frame header declares 65000 x 65000 pixels while the file holds a small picture. */
export async function hugeDimensionsJpeg(): Promise<Buffer> {
  const jpeg = Buffer.from(await smallPhoto('jpeg'));
  for (let at = 2; at < jpeg.length - 9; at++) {
    // SOF0/SOF2 (baseline/progressive): FF C0|C2, length (2), precision (1), height (2), width (2).
    if (jpeg[at] === 0xff && (jpeg[at + 1] === 0xc0 || jpeg[at + 1] === 0xc2)) {
      jpeg.writeUInt16BE(65_000, at + 5);
      jpeg.writeUInt16BE(65_000, at + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header');
}

/** An empty ZIP archive: its end-of-central-directory record, all a reader needs. */
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...Array<number>(18).fill(0)]);

/** A JPEG that is also a ZIP (readers find the archive from the end) or an HTML page. */
export async function polyglot(kind: 'zip' | 'html'): Promise<Buffer> {
  const tail =
    kind === 'zip' ? EMPTY_ZIP : Buffer.from('<html><script>alert(document.cookie)</script></html>');
  return Buffer.concat([await smallPhoto('jpeg'), tail]);
}
