import { PICTURE_ERRORS } from '../texts';

/** Spec 5 and 9: JPEG and PNG only, at most 5 MB = 5242880 bytes. */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageType = (typeof ACCEPTED_TYPES)[number];
export const MAX_UPLOAD_BYTES = 5242880;
/**
 * Pictures declaring more pixels are refused from their header before the browser tries to decode them
 * (decompression bombs); the API refuses them the same way.
 */
const MAX_PIXELS = 50_000_000;

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG start-of-frame markers (they carry the size); C4, C8 and CC are not frames. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Markers without a length field. */
const STANDALONE = new Set([0x01, 0xd8, 0xd9, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7]);

function pngHeader(b: Uint8Array): ImageHeader | null {
  if (b.length < 24 || !PNG_SIGNATURE.every((v, i) => b[i] === v)) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const chunkType = String.fromCharCode(b[12] ?? 0, b[13] ?? 0, b[14] ?? 0, b[15] ?? 0);
  if (chunkType !== 'IHDR') return null;
  return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegHeader(b: Uint8Array): ImageHeader | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (STANDALONE.has(marker)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (SOF.has(marker)) {
      if (at + 9 > b.length) return null;
      return { type: 'image/jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (marker === 0xda || length < 2) return null; // image data before any frame header
    at += 2 + length;
  }
  return null;
}

/** What a file's first bytes say it is: JPEG or PNG by magic bytes, and its declared size; else null. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  return pngHeader(bytes) ?? jpegHeader(bytes);
}

/** The first bytes of a file (enough to pass a JPEG's EXIF block and reach its frame header). */
async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const part = file.slice(0, count);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(part);
  });
}

export type FileCheck = { ok: true; header: ImageHeader } | { ok: false; message: string };

/**
 * Spec 5, in this order: the type (image/jpeg or image/png), the size (5242880 bytes), then what the
 * bytes really are and how many pixels they declare.
 */
export async function checkImageFile(file: File): Promise<FileCheck> {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, message: PICTURE_ERRORS.onlyJpegOrPng };
  }
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: PICTURE_ERRORS.tooLarge };
  let header: ImageHeader | null = null;
  try {
    header = readImageHeader(await firstBytes(file, 256 * 1024));
  } catch {
    header = null;
  }
  if (header === null || header.width === 0 || header.height === 0) {
    return { ok: false, message: PICTURE_ERRORS.onlyJpegOrPng };
  }
  if (header.width * header.height > MAX_PIXELS) {
    return { ok: false, message: PICTURE_ERRORS.onlyJpegOrPng };
  }
  return { ok: true, header };
}
