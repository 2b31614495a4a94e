import sharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { sniffImage } from '../../lib/image';
import type { ImageMime } from '../../lib/image';

/**
 * Image work with sharp (libvips). It runs in the image workers (image-worker.ts, started by the
 * pool in processing.ts), never in the API's process: see processing.ts for why.
 */

/** Larger pictures are refused from their header, before anything is decoded (decompression bombs). */
export const MAX_PIXELS = 50_000_000;
/** Thumbnails: twice the gallery's 180 px rows, so they stay sharp on high-density screens. */
export const THUMB_HEIGHT = 360;
const THUMB_MAX_WIDTH = 3 * THUMB_HEIGHT;
export const THUMB_MIME = 'image/webp';

export type RefusalReason = 'not-an-image' | 'too-many-pixels';

/** An upload that is not a usable JPEG or PNG. */
export class ImageRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefused';
  }
}

export interface StoredImage {
  /** The picture as stored: upright, without metadata (EXIF, GPS, XMP, IPTC, ICC). */
  bytes: Buffer;
  mime: ImageMime;
  width: number | null;
  height: number | null;
  /** A WebP of at most THUMB_HEIGHT px high, for grids; null when the picture did not decode. */
  thumb: Buffer | null;
}

interface Header {
  mime: ImageMime;
  width: number;
  height: number;
  /** EXIF orientation other than 1, or any metadata block that would leave with the picture. */
  needsCleaning: boolean;
}

/**
 * What the header says, without decoding a pixel: the format by its magic bytes and by the decoder
 * (they must agree), and the declared size against MAX_PIXELS.
 */
async function readHeader(bytes: Buffer): Promise<Header> {
  const mime = sniffImage(bytes);
  if (!mime) throw new ImageRefused('not-an-image');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('not-an-image');
  }
  if (meta.format !== (mime === 'image/png' ? 'png' : 'jpeg')) {
    throw new ImageRefused('not-an-image');
  }
  const { width, height } = meta;
  if (!width || !height) throw new ImageRefused('not-an-image');
  if (width * height > MAX_PIXELS) throw new ImageRefused('too-many-pixels');
  const needsCleaning =
    (meta.orientation !== undefined && meta.orientation !== 1) ||
    [meta.exif, meta.xmp, meta.iptc, meta.icc].some((block) => block !== undefined);
  return { mime, width, height, needsCleaning };
}

/** Decoding refuses broken and truncated data and anything over the pixel limit (a second guard). */
const decode = (bytes: Buffer): Sharp =>
  sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS });

function encode(image: Sharp, mime: ImageMime): Sharp {
  // sharp writes no metadata unless asked: EXIF (GPS included), XMP, IPTC and ICC stay behind.
  return mime === 'image/png' ? image.png() : image.jpeg({ quality: 90 });
}

/** The thumbnail of a decoded picture (decoding it is also the proof that the data is sound). */
const thumbnailOf = (source: Sharp): Promise<Buffer> =>
  source
    .resize({
      height: THUMB_HEIGHT,
      width: THUMB_MAX_WIDTH,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 80 })
    .toBuffer();

async function reencode(source: Sharp, mime: ImageMime): Promise<StoredImage> {
  try {
    const [full, thumb] = await Promise.all([
      encode(source.clone(), mime).toBuffer({ resolveWithObject: true }),
      thumbnailOf(source.clone()),
    ]);
    return { bytes: full.data, mime, width: full.info.width, height: full.info.height, thumb };
  } catch {
    throw new ImageRefused('not-an-image');
  }
}

/**
 * An upload: refused unless it decodes as JPEG or PNG within MAX_PIXELS; turned upright by its EXIF
 * orientation, then re-encoded without any metadata; with its thumbnail.
 */
async function prepareUpload(bytes: Buffer): Promise<StoredImage> {
  const { mime } = await readHeader(bytes);
  return reencode(decode(bytes).autoOrient(), mime);
}

/**
 * A picture already stored (a backup being restored, a picture moved out of the database): kept
 * byte for byte when it is already clean, cleaned like an upload otherwise; with its thumbnail.
 */
async function prepareStored(bytes: Buffer): Promise<StoredImage> {
  const header = await readHeader(bytes);
  if (header.needsCleaning) return reencode(decode(bytes).autoOrient(), header.mime);
  try {
    return { ...header, bytes, thumb: await thumbnailOf(decode(bytes)) };
  } catch {
    throw new ImageRefused('not-an-image');
  }
}

/** A stored picture turned 90 degrees, and its new thumbnail. */
function rotateStored(
  bytes: Buffer,
  mime: ImageMime,
  direction: 'left' | 'right',
): Promise<StoredImage> {
  return reencode(decode(bytes).rotate(direction === 'left' ? -90 : 90), mime);
}

/** One piece of image work, as the pool sends it to a worker. */
export type ImageJob =
  | { op: 'upload'; bytes: Buffer }
  | { op: 'stored'; bytes: Buffer }
  | { op: 'rotate'; bytes: Buffer; mime: ImageMime; direction: 'left' | 'right' };

/** Does one job (in an image worker). */
export function runImageJob(job: ImageJob): Promise<StoredImage> {
  switch (job.op) {
    case 'upload':
      return prepareUpload(job.bytes);
    case 'stored':
      return prepareStored(job.bytes);
    case 'rotate':
      return rotateStored(job.bytes, job.mime, job.direction);
  }
}
