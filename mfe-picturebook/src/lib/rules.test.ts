import { AxiosError, AxiosHeaders } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { PICTURE_ERRORS, UPLOAD_TEXTS } from '../texts';
import { picturePath } from './api/get-picture-image';
import { pictureUser } from './picture-user';
import { normaliseTurns } from './rotate-image';
import { uploadFailureMessage } from './upload-failure';

describe('pictureUser (spec 5)', () => {
  it('takes a positive whole number from a route string or a number', () => {
    expect(pictureUser('7')).toEqual({ ok: true, id: 7 });
    expect(pictureUser(12)).toEqual({ ok: true, id: 12 });
  });

  it('calls a missing id missing and anything else invalid', () => {
    for (const missing of [null, undefined, '', ' ', 'null', 'undefined']) {
      expect(pictureUser(missing)).toEqual({ ok: false, reason: 'missing' });
    }
    for (const invalid of ['abc', '0', '-3', '1.5', 0, '9007199254740993']) {
      expect(pictureUser(invalid)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});

describe('normaliseTurns (spec 9: 90° steps)', () => {
  it('keeps quarter turns to the right between 0 and 3', () => {
    expect(normaliseTurns(-1)).toBe(3);
    expect(normaliseTurns(4)).toBe(0);
    expect(normaliseTurns(6)).toBe(2);
  });
});

describe('picturePath (spec 7)', () => {
  const picture = { id: 4, image_url: '/api/users/1/picturebook/4/decrypted/', comment: '' };

  it('calls the decrypted picture relative to the API base', () => {
    expect(picturePath(picture, 'full')).toBe('/users/1/picturebook/4/decrypted/');
    expect(
      picturePath(
        { ...picture, image_url: 'https://care.example/api/users/1/picturebook/4/decrypted/' },
        'full',
      ),
    ).toBe('/users/1/picturebook/4/decrypted/');
  });

  it('falls back to /users/picturebook/{id}/decrypted/ when image_url does not name it', () => {
    expect(picturePath({ ...picture, image_url: '/media/4.jpg' }, 'full')).toBe(
      '/users/picturebook/4/decrypted/',
    );
  });

  it('asks for the thumbnail for grids when the server offers one', () => {
    const withThumb = { ...picture, thumbnail_url: '/api/users/1/picturebook/4/thumbnail/' };
    expect(picturePath(withThumb, 'thumbnail')).toBe('/users/1/picturebook/4/thumbnail/');
    expect(picturePath(picture, 'thumbnail')).toBe('/users/1/picturebook/4/decrypted/');
  });
});

describe('uploadFailureMessage (spec 8)', () => {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const refused = (status: number, data: unknown) =>
    new AxiosError(
      'refused',
      'ERR_BAD_REQUEST',
      config,
      {},
      {
        status,
        statusText: String(status),
        data,
        headers: {},
        config,
      },
    );

  it('says "Upload failed. Please try again." when no answer came', () => {
    expect(uploadFailureMessage(new AxiosError('Network Error', 'ERR_NETWORK', config, {}))).toBe(
      UPLOAD_TEXTS.failedRetry,
    );
  });

  it('shows the spec-worded refusals as they are, 413 as "File exceeds 5MB."', () => {
    expect(uploadFailureMessage(refused(400, { detail: PICTURE_ERRORS.onlyJpegOrPng }))).toBe(
      PICTURE_ERRORS.onlyJpegOrPng,
    );
    expect(uploadFailureMessage(refused(413, { detail: 'Payload Too Large' }))).toBe(
      PICTURE_ERRORS.tooLarge,
    );
  });

  it('says "Failed to upload image." for any other refusal', () => {
    expect(uploadFailureMessage(refused(500, { detail: 'boom' }))).toBe(UPLOAD_TEXTS.failed);
    expect(uploadFailureMessage(refused(403, {}))).toBe(UPLOAD_TEXTS.failed);
  });

  it('stays silent when the dialog cancelled the upload', () => {
    expect(uploadFailureMessage(new AxiosError('canceled', 'ERR_CANCELED', config))).toBeNull();
  });
});
