import { PICTURE_ERRORS } from '../texts';
import { jpegBytes, pngBytes } from '../test/image-bytes';
import { checkImageFile, MAX_UPLOAD_BYTES, readImageHeader } from './image-file';

const file = (bytes: Uint8Array<ArrayBuffer> | string, name: string, type: string) =>
  new File([bytes], name, { type });

describe('readImageHeader', () => {
  it('reads a PNG header and its declared size', () => {
    expect(readImageHeader(pngBytes(640, 480))).toEqual({
      type: 'image/png',
      width: 640,
      height: 480,
    });
  });

  it('finds a JPEG frame header after its APP blocks', () => {
    expect(readImageHeader(jpegBytes(4032, 3024))).toEqual({
      type: 'image/jpeg',
      width: 4032,
      height: 3024,
    });
  });

  it('answers null for bytes that are neither', () => {
    expect(readImageHeader(new TextEncoder().encode('just some text, not a picture'))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0]))).toBeNull();
  });
});

describe('checkImageFile (spec 5)', () => {
  it('accepts a JPEG and a PNG', async () => {
    await expect(checkImageFile(file(jpegBytes(800, 600), 'a.jpg', 'image/jpeg'))).resolves.toEqual(
      { ok: true, header: { type: 'image/jpeg', width: 800, height: 600 } },
    );
    await expect(
      checkImageFile(file(pngBytes(10, 10), 'a.png', 'image/png')),
    ).resolves.toMatchObject({ ok: true });
  });

  it('refuses other types: "Only JPEG or PNG files are allowed."', async () => {
    await expect(checkImageFile(file('GIF89a', 'a.gif', 'image/gif'))).resolves.toEqual({
      ok: false,
      message: PICTURE_ERRORS.onlyJpegOrPng,
    });
  });

  it('refuses a file over 5242880 bytes: "File exceeds 5MB."', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(jpegBytes(800, 600));
    await expect(checkImageFile(file(big, 'big.jpg', 'image/jpeg'))).resolves.toEqual({
      ok: false,
      message: PICTURE_ERRORS.tooLarge,
    });
    const exact = new Uint8Array(MAX_UPLOAD_BYTES);
    exact.set(jpegBytes(800, 600));
    await expect(checkImageFile(file(exact, 'exact.jpg', 'image/jpeg'))).resolves.toMatchObject({
      ok: true,
    });
  });

  it('refuses a text file named .png', async () => {
    await expect(
      checkImageFile(file('hello, not a picture', 'note.png', 'image/png')),
    ).resolves.toEqual({ ok: false, message: PICTURE_ERRORS.onlyJpegOrPng });
  });

  it('refuses a decompression bomb by its declared pixels, before decoding it', async () => {
    await expect(
      checkImageFile(file(pngBytes(20000, 20000), 'bomb.png', 'image/png')),
    ).resolves.toEqual({ ok: false, message: PICTURE_ERRORS.onlyJpegOrPng });
    await expect(checkImageFile(file(pngBytes(0, 10), 'empty.png', 'image/png'))).resolves.toEqual({
      ok: false,
      message: PICTURE_ERRORS.onlyJpegOrPng,
    });
  });
});
