/** Picture headers made of bytes for tests: enough for the header checks, no pixel data. */

/** A PNG's signature and IHDR chunk declaring `width` × `height` (no pixel data: enough for the header). */
export function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(b.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  b.set([8, 2, 0, 0, 0], 24);
  return b;
}

/** A JPEG's start, an APP1 block (as EXIF would be), then a baseline frame header of `width` × `height`. */
export function jpegBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const app1 = [0xff, 0xe1, 0x00, 0x06, 0x45, 0x78, 0x69, 0x66];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3];
  return new Uint8Array([0xff, 0xd8, ...app1, ...sof, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
}
