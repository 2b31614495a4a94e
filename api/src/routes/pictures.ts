import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { actor } from '../app';
import type { App } from '../app';
import { audit } from '../audit';
import { HttpError, badRequest, notFound } from '../http';
import { MAX_UPLOAD_BYTES, sniffImage } from '../lib/image';
import { open, seal } from '../lib/picture-crypto';
import { requireAccess } from '../policy';
import type { UserRow } from '../types';

const TAG = ['picturebook'];
export const PICTURE_MESSAGES = {
  type: 'Only JPEG or PNG files are allowed.',
  size: 'File exceeds 5MB.',
  missing: 'Please select an image.',
  emptyCaption: 'Caption cannot be empty.',
} as const;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const UserPicParams = Type.Object({ id: Id, pictureId: Id });
const RotateBody = Type.Object({
  action: Type.Optional(Type.Literal('rotate')),
  direction: Type.Union([Type.Literal('left'), Type.Literal('right')]),
});
const PatchBody = Type.Object({
  comment: Type.Optional(Type.String({ maxLength: 1000 })),
  action: Type.Optional(Type.Literal('rotate')),
  direction: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right')])),
});
const PictureOut = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  image_url: Type.String(),
  comment: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});

interface PictureRow {
  id: number;
  user_id: number;
  comment: string;
  mime: string;
  size: number;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
  created_at: Date;
  updated_at: Date;
}
type PictureMeta = Omit<PictureRow, 'iv' | 'tag' | 'ciphertext'>;
const META = 'id, user_id, comment, mime, size, created_at, updated_at';

export const imageUrl = (userId: number, id: number): string =>
  `/api/users/${userId}/picturebook/${id}/decrypted/`;

function view(p: PictureMeta) {
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

export default function pictureRoutes(app: App): void {
  const db = app.db;
  const key = app.cfg.pictureKey;

  const loadPicture = async (
    me: UserRow,
    pictureId: number,
    userId?: number,
  ): Promise<PictureRow> => {
    const rows = await db.query<PictureRow>('SELECT * FROM pictures WHERE id = $1', [pictureId]);
    const p = rows[0];
    if (userId !== undefined) await requireAccess(db, me, userId, 'care');
    if (!p || (userId !== undefined && p.user_id !== userId)) throw notFound('Picture not found.');
    if (userId === undefined) await requireAccess(db, me, p.user_id, 'care');
    return p;
  };

  app.get(
    '/users/:id/picturebook/',
    {
      schema: {
        tags: TAG,
        summary: "A user's pictures (JSON array of {id, image_url, comment})",
        params: Type.Object({ id: Id }),
        response: { 200: Type.Array(PictureOut) },
      },
    },
    async (req) => {
      const target = await requireAccess(db, actor(req), req.params.id, 'care');
      const rows = await db.query<PictureMeta>(
        `SELECT ${META} FROM pictures WHERE user_id = $1 ORDER BY id`,
        [target.id],
      );
      await audit(req, target.id, 'read', 'picture', null);
      return rows.map(view);
    },
  );

  const upload = async (req: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
    const me = actor(req);
    const target = await requireAccess(db, me, req.params.id, 'care');
    if (!req.isMultipart()) throw badRequest(PICTURE_MESSAGES.missing);
    let image: Buffer | null = null;
    let comment = '';
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || image !== null) {
          part.file.resume();
          continue;
        }
        image = await part.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE past 5242880 bytes
      } else if (part.fieldname === 'comment' && typeof part.value === 'string') {
        comment = part.value.trim().slice(0, 1000);
      }
    }
    if (image === null || image.length === 0) throw badRequest(PICTURE_MESSAGES.missing);
    if (image.length > MAX_UPLOAD_BYTES)
      throw new HttpError(413, { detail: PICTURE_MESSAGES.size, message: PICTURE_MESSAGES.size });
    const mime = sniffImage(image);
    if (!mime) throw badRequest(PICTURE_MESSAGES.type);
    const sealed = seal(key, image);
    const rows = await db.query<PictureMeta>(
      `INSERT INTO pictures (user_id, uploaded_by, comment, mime, size, iv, tag, ciphertext)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${META}`,
      [target.id, me.id, comment, mime, image.length, sealed.iv, sealed.tag, sealed.ciphertext],
    );
    const p = rows[0] as PictureMeta;
    await audit(req, target.id, 'create', 'picture', p.id);
    reply.code(201);
    return { ...view(p), detail: 'Image uploaded successfully.' };
  };
  const uploadSchema = {
    schema: {
      tags: TAG,
      summary:
        'Upload a picture for user {id}: multipart/form-data with image (JPEG or PNG, at most 5242880 bytes) and comment',
      description: `400 '${PICTURE_MESSAGES.missing}' / '${PICTURE_MESSAGES.type}' (checked by content); 413 '${PICTURE_MESSAGES.size}'. Stored encrypted (AES-256-GCM).`,
      consumes: ['multipart/form-data'],
      params: Type.Object({ id: Id }),
    },
  };
  app.post('/picturebook/:id/', uploadSchema, upload);
  app.post('/users/:id/picturebook/', uploadSchema, upload);

  const sendDecrypted = async (req: FastifyRequest, reply: FastifyReply, p: PictureRow) => {
    const plain = open(key, p);
    await audit(req, p.user_id, 'read', 'picture', p.id);
    return reply
      .type(p.mime)
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `inline; filename="picture-${p.id}.${p.mime === 'image/png' ? 'png' : 'jpg'}"`,
      )
      .send(plain);
  };
  app.get(
    '/users/:id/picturebook/:pictureId/decrypted/',
    {
      schema: {
        tags: TAG,
        summary: 'The decrypted image bytes',
        params: UserPicParams,
        produces: ['image/jpeg', 'image/png'],
      },
    },
    async (req, reply) =>
      sendDecrypted(req, reply, await loadPicture(actor(req), req.params.pictureId, req.params.id)),
  );
  app.get(
    '/users/picturebook/:pictureId/decrypted/',
    {
      schema: {
        tags: TAG,
        summary: 'The decrypted image bytes (owner looked up from the picture)',
        params: Type.Object({ pictureId: Id }),
        produces: ['image/jpeg', 'image/png'],
      },
    },
    async (req, reply) =>
      sendDecrypted(req, reply, await loadPicture(actor(req), req.params.pictureId)),
  );

  const rotate = async (req: FastifyRequest, p: PictureRow, direction: 'left' | 'right') => {
    const plain = open(key, p);
    const img = sharp(plain).rotate(direction === 'left' ? -90 : 90);
    const rotated =
      p.mime === 'image/png'
        ? await img.png().toBuffer()
        : await img.jpeg({ quality: 92 }).toBuffer();
    const sealed = seal(key, rotated);
    const rows = await db.query<PictureMeta>(
      `UPDATE pictures SET iv = $2, tag = $3, ciphertext = $4, size = $5, updated_at = now()
       WHERE id = $1 RETURNING ${META}`,
      [p.id, sealed.iv, sealed.tag, sealed.ciphertext, rotated.length],
    );
    await audit(req, p.user_id, 'update', 'picture', p.id);
    return { ...view(rows[0] as PictureMeta), detail: `Image rotated ${direction}` };
  };

  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/users/:id/picturebook/:pictureId/',
      {
        schema: {
          tags: TAG,
          summary:
            "Update a picture: {comment} sets the caption; {action:'rotate', direction:'left'|'right'} rotates it 90 degrees on the server",
          params: UserPicParams,
          body: PatchBody,
        },
      },
      async (req) => {
        const me = actor(req);
        const p = await loadPicture(me, req.params.pictureId, req.params.id);
        if (req.body.action === 'rotate') {
          if (!req.body.direction) throw badRequest("direction must be 'left' or 'right'.");
          return rotate(req, p, req.body.direction);
        }
        if (req.body.comment === undefined) throw badRequest('Nothing to update.');
        const comment = req.body.comment.trim();
        if (!comment) throw badRequest(PICTURE_MESSAGES.emptyCaption);
        const rows = await db.query<PictureMeta>(
          `UPDATE pictures SET comment = $2, updated_at = now() WHERE id = $1 RETURNING ${META}`,
          [p.id, comment],
        );
        await audit(req, p.user_id, 'update', 'picture', p.id);
        return view(rows[0] as PictureMeta);
      },
    );
  }
  for (const method of ['post', 'patch', 'put'] as const) {
    app[method](
      '/users/:id/picturebook/:pictureId/rotate/',
      {
        schema: {
          tags: TAG,
          summary: 'Rotate a picture 90 degrees left or right',
          params: UserPicParams,
          body: RotateBody,
        },
      },
      async (req) => {
        const p = await loadPicture(actor(req), req.params.pictureId, req.params.id);
        return rotate(req, p, req.body.direction);
      },
    );
  }
  app.delete(
    '/users/:id/picturebook/:pictureId/',
    { schema: { tags: TAG, summary: 'Delete a picture (204)', params: UserPicParams } },
    async (req, reply) => {
      const p = await loadPicture(actor(req), req.params.pictureId, req.params.id);
      await db.query('DELETE FROM pictures WHERE id = $1', [p.id]);
      await audit(req, p.user_id, 'delete', 'picture', p.id);
      return reply.code(204).send();
    },
  );
}
