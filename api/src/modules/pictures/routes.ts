import sharp from 'sharp';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { MAX_UPLOAD_BYTES, sniffImage } from '../../lib/image';
import { readForm } from '../../lib/multipart';
import { open, seal } from '../../lib/picture-crypto';
import { NoContent, UserParams } from '../../lib/schemas';
import { actor, target } from '../../plugins/auth';
import { audit } from '../audit/audit';
import * as repo from './repository';
import type { PictureMeta, PictureRow } from './repository';
import {
  IMAGE,
  PatchBody,
  PicParams,
  Picture,
  pictureOut,
  PictureWithDetail,
  PICTURE_MESSAGES,
  RotateBody,
  UploadForm,
} from './schemas';
import { Type } from '@sinclair/typebox';

const tags = ['picturebook'];

export default function pictureRoutes(app: App): void {
  const db = app.db;
  const key = app.cfg.pictureKey;

  app.get(
    '/users/:id/picturebook/',
    {
      config: { access: access.care() },
      schema: {
        tags,
        summary: "A user's pictures (JSON array of {id, image_url, comment})",
        params: UserParams,
        response: { 200: Type.Array(Picture) },
      },
    },
    async (req) => {
      const t = target(req);
      const rows = await repo.listPictures(db, t.id);
      await audit(req, t.id, 'read', 'picture', null);
      return rows.map(pictureOut);
    },
  );

  for (const url of ['/picturebook/:id/', '/users/:id/picturebook/']) {
    app.post(
      url,
      {
        config: { access: access.care(), openapiBody: UploadForm },
        schema: {
          tags,
          summary:
            'Upload a picture for user {id}: multipart/form-data with image (JPEG or PNG, at most 5242880 bytes) and comment',
          description: `400 '${PICTURE_MESSAGES.missing}' / '${PICTURE_MESSAGES.type}' (checked by content); 413 '${PICTURE_MESSAGES.size}'. Stored encrypted (AES-256-GCM).`,
          consumes: ['multipart/form-data'],
          params: UserParams,
          response: { 201: PictureWithDetail },
        },
      },
      async (req, reply) => {
        const t = target(req);
        const form = await readForm(req, 'image');
        const image = form?.file ?? null;
        const comment = (form?.fields.comment ?? '').trim().slice(0, 1000);
        if (image === null || image.length === 0) throw badRequest(PICTURE_MESSAGES.missing);
        if (image.length > MAX_UPLOAD_BYTES) {
          throw new HttpError(413, {
            detail: PICTURE_MESSAGES.size,
            message: PICTURE_MESSAGES.size,
          });
        }
        const mime = sniffImage(image);
        if (!mime) throw badRequest(PICTURE_MESSAGES.type);
        const p = await repo.insertPicture(
          db,
          { userId: t.id, uploadedBy: actor(req).id, comment, mime, size: image.length },
          seal(key, image),
        );
        await audit(req, t.id, 'create', 'picture', p.id);
        reply.code(201);
        return { ...pictureOut(p), detail: 'Image uploaded successfully.' };
      },
    );
  }

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
  const picture = async (userId: number, id: number): Promise<PictureRow> => {
    const p = await repo.findPicture(db, userId, id);
    if (!p) throw notFound(PICTURE_MESSAGES.notFound);
    return p;
  };

  app.get(
    '/users/:id/picturebook/:pictureId/decrypted/',
    {
      config: { access: access.care() },
      schema: {
        tags,
        summary: 'The decrypted image bytes',
        params: Type.Object({ ...UserParams.properties, ...PicParams.properties }),
        produces: ['image/jpeg', 'image/png'],
        response: IMAGE,
      },
    },
    async (req, reply) =>
      sendDecrypted(req, reply, await picture(target(req).id, req.params.pictureId)),
  );
  app.get(
    '/users/picturebook/:pictureId/decrypted/',
    {
      config: {
        access: access.owner(
          'care',
          'picture',
          'pictureId',
          repo.pictureOwner,
          PICTURE_MESSAGES.notFound,
        ),
      },
      schema: {
        tags,
        summary: 'The decrypted image bytes (owner looked up from the picture)',
        params: PicParams,
        produces: ['image/jpeg', 'image/png'],
        response: IMAGE,
      },
    },
    async (req, reply) =>
      sendDecrypted(req, reply, await picture(target(req).id, req.params.pictureId)),
  );

  const rotate = async (req: FastifyRequest, p: PictureRow, direction: 'left' | 'right') => {
    const img = sharp(open(key, p)).rotate(direction === 'left' ? -90 : 90);
    const rotated =
      p.mime === 'image/png'
        ? await img.png().toBuffer()
        : await img.jpeg({ quality: 92 }).toBuffer();
    const row = await repo.replaceImage(db, p.user_id, p.id, seal(key, rotated), rotated.length);
    if (!row) throw notFound(PICTURE_MESSAGES.notFound);
    await audit(req, p.user_id, 'update', 'picture', p.id);
    return { ...pictureOut(row), detail: `Image rotated ${direction}` };
  };

  const UserPicParams = Type.Object({ ...UserParams.properties, ...PicParams.properties });
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/users/:id/picturebook/:pictureId/',
      config: { access: access.care() },
      schema: {
        tags,
        summary:
          "Update a picture: {comment} sets the caption; {action:'rotate', direction:'left'|'right'} rotates it 90 degrees on the server",
        params: UserPicParams,
        body: PatchBody,
        response: { 200: Type.Union([PictureWithDetail, Picture]) },
      },
      handler: async (req) => {
        const p = await picture(target(req).id, req.params.pictureId);
        if (req.body.action === 'rotate') {
          if (!req.body.direction) throw badRequest("direction must be 'left' or 'right'.");
          return rotate(req, p, req.body.direction);
        }
        if (req.body.comment === undefined) throw badRequest('Nothing to update.');
        const comment = req.body.comment.trim();
        if (!comment) throw badRequest(PICTURE_MESSAGES.emptyCaption);
        const row: PictureMeta | null = await repo.setComment(db, p.user_id, p.id, comment);
        if (!row) throw notFound(PICTURE_MESSAGES.notFound);
        await audit(req, p.user_id, 'update', 'picture', p.id);
        return pictureOut(row);
      },
    });
  }
  for (const method of ['POST', 'PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/users/:id/picturebook/:pictureId/rotate/',
      config: { access: access.care() },
      schema: {
        tags,
        summary: 'Rotate a picture 90 degrees left or right',
        params: UserPicParams,
        body: RotateBody,
        response: { 200: PictureWithDetail },
      },
      handler: async (req) =>
        rotate(req, await picture(target(req).id, req.params.pictureId), req.body.direction),
    });
  }
  app.delete(
    '/users/:id/picturebook/:pictureId/',
    {
      config: { access: access.care() },
      schema: {
        tags,
        summary: 'Delete a picture (204)',
        params: UserPicParams,
        response: { 204: NoContent },
      },
    },
    async (req, reply) => {
      const p = await picture(target(req).id, req.params.pictureId);
      await repo.deletePicture(db, p.user_id, p.id);
      await audit(req, p.user_id, 'delete', 'picture', p.id);
      return reply.code(204).send(null);
    },
  );
}
