import { Type } from '@sinclair/typebox';
import { component, Id, opt, Timestamp } from '../../lib/schemas';
import { THUMB_HEIGHT, THUMB_MIME } from './processing';
import type { PictureMeta } from './repository';

export const PICTURE_MESSAGES = {
  type: 'Only JPEG or PNG files are allowed.',
  size: 'File exceeds 5MB.',
  missing: 'Please select an image.',
  emptyCaption: 'Caption cannot be empty.',
  captionTooLong: 'At most 1000 characters.',
  notFound: 'Picture not found.',
  workerFailed: 'The picture could not be processed. Please try again.',
} as const;

export const PicParams = Type.Object({ pictureId: Id });
const Direction = Type.Union([Type.Literal('left'), Type.Literal('right')]);
export const RotateBody = Type.Object({
  action: opt(Type.Literal('rotate')),
  direction: Direction,
});
export const PatchBody = Type.Object({
  comment: opt(Type.String({ maxLength: 1000 })),
  action: opt(Type.Literal('rotate')),
  direction: opt(Direction),
});
/** The multipart form of an upload, as documented (parsed by the handler, not by Ajv). */
export const UploadForm = Type.Object({
  image: Type.String({ format: 'binary', description: 'JPEG or PNG, at most 5242880 bytes' }),
  comment: opt(Type.String({ maxLength: 1000 })),
});

const pictureFields = {
  id: Type.Integer(),
  user_id: Type.Integer(),
  image_url: Type.String({ description: 'The picture (decrypted), for the signed-in caller' }),
  thumbnail_url: Type.String({
    description: `A WebP at most ${THUMB_HEIGHT} px high for grids (the picture itself where there is none yet)`,
  }),
  comment: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Timestamp,
  updated_at: Timestamp,
};
export const Picture = component('Picture', Type.Object(pictureFields));
export const PictureWithDetail = component(
  'PictureWithDetail',
  Type.Object({ ...pictureFields, detail: Type.String() }),
);
const binary = { schema: Type.String({ format: 'binary' }) };
const notModified = { 304: { description: 'Not modified (If-None-Match named the current ETag)' } };
export const IMAGE = {
  200: {
    description: 'The image bytes (ETag: their SHA-256; Cache-Control: private, no-cache)',
    content: { 'image/jpeg': binary, 'image/png': binary },
  },
  ...notModified,
};
export const THUMBNAIL = {
  200: {
    description: 'The thumbnail bytes (ETag; Cache-Control: private, no-cache)',
    content: { [THUMB_MIME]: binary, 'image/jpeg': binary, 'image/png': binary },
  },
  ...notModified,
};

const imageUrl = (userId: number, id: number): string =>
  `/api/users/${userId}/picturebook/${id}/decrypted/`;
const thumbnailUrl = (userId: number, id: number): string =>
  `/api/users/${userId}/picturebook/${id}/thumbnail/`;

export function pictureOut(p: PictureMeta) {
  return {
    id: p.id,
    user_id: p.user_id,
    image_url: imageUrl(p.user_id, p.id),
    thumbnail_url: thumbnailUrl(p.user_id, p.id),
    comment: p.comment,
    mime: p.mime,
    size: p.size,
    width: p.width,
    height: p.height,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}
