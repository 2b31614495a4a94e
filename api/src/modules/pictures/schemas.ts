import { Type } from '@sinclair/typebox';
import { component, Id, opt, Timestamp } from '../../lib/schemas';
import type { PictureMeta } from './repository';

export const PICTURE_MESSAGES = {
  type: 'Only JPEG or PNG files are allowed.',
  size: 'File exceeds 5MB.',
  missing: 'Please select an image.',
  emptyCaption: 'Caption cannot be empty.',
  notFound: 'Picture not found.',
} as const;

export const UserPicParams = Type.Object({ id: Id, pictureId: Id });
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
  image_url: Type.String(),
  comment: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
};
export const Picture = component('Picture', Type.Object(pictureFields));
export const PictureWithDetail = component(
  'PictureWithDetail',
  Type.Object({ ...pictureFields, detail: Type.String() }),
);
export const IMAGE = {
  200: {
    description: 'The image bytes',
    content: {
      'image/jpeg': { schema: Type.String({ format: 'binary' }) },
      'image/png': { schema: Type.String({ format: 'binary' }) },
    },
  },
};

export const imageUrl = (userId: number, id: number): string =>
  `/api/users/${userId}/picturebook/${id}/decrypted/`;

export function pictureOut(p: PictureMeta) {
  return {
    id: p.id,
    user_id: p.user_id,
    image_url: imageUrl(p.user_id, p.id),
    comment: p.comment,
    mime: p.mime,
    size: p.size,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}
