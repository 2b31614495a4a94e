import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Test pictures made on the spot (no binaries in the repository): a photo as a phone stores it
 * (lying on its side, EXIF orientation 6, with GPS tags) and a PNG decompression bomb.
 */

/**
 * 60×40 pixels stored, left half red and right half blue, tagged "turn 90° clockwise to view"
 * (orientation 6) and with a GPS position. Viewed upright it is 40×60: red on top, blue below.
 */
export async function sidewaysPhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: 30, height: 40, channels: 3, background: '#0000ff' } },
        left: 30,
        top: 0,
      },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Care test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
      },
    })
    .toBuffer();
}

/** True when an EXIF block points at a GPS directory (tag 0x8825, either byte order). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

/** The RGB of one pixel of a decoded picture. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A valid 1-bit greyscale PNG of `side`×`side` black pixels: tens of kilobytes on disk, gigabytes
 * once decoded to RGBA (20000² is 400 megapixels, 1.6 GB).
 */
export function pngBomb(side = 20000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const row = Math.ceil(side / 8) + 1; // filter byte + packed bits, all zero
  const raw = Buffer.alloc(row * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
