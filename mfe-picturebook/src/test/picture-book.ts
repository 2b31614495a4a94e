import { resetTestEnvironment, USERS, type FakeAdapter } from '@care/shared/testing';
import type { Picture } from '../lib/api/get-pictures';

/** The admin who manages the book, and the person (id 7) whose book it is. */
export const ADMIN = { ...USERS.admin, id: 2 };
export const LIST = '/users/7/picturebook/';

/** One picture of person 7's book, as the API lists it. */
export const picture = (id: number, comment: string): Picture => ({
  id,
  image_url: `/api/users/7/picturebook/${id}/decrypted/`,
  thumbnail_url: `/api/users/7/picturebook/${id}/thumbnail/`,
  comment,
});

/**
 * jsdom has no object URLs: the dialogs make one per chosen file and fetched picture. Stand-ins that
 * answer distinct blob: URLs and record what was revoked.
 */
function fakeObjectUrls(): { revoked: string[] } {
  let n = 0;
  const revoked: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => `blob:test/${(n += 1)}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
  return { revoked };
}

/** A fresh environment where person 7's book holds `pictures` and every picture's bytes load. */
export function servePictureBook(pictures: Picture[]): FakeAdapter {
  const api = resetTestEnvironment();
  fakeObjectUrls();
  api.on('get', LIST, { status: 200, data: pictures });
  api.on('get', /\/(thumbnail|decrypted)\/$/, { status: 200, data: new Blob(['x']) });
  return api;
}
