import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import type { ImageMime } from '../../lib/image';
import { MAX_UPLOAD_BYTES } from '../../lib/image';
import { readForm } from '../../lib/multipart';
import { arrayPaging, arrayWindow, NoContent, UserParams } from '../../lib/schemas';
import { clientKey, perMinute } from '../../plugins/rate-limit';
import { actor, target } from '../../plugins/auth';
import { audit } from '../audit';
import {
  ImageRefused,
  closeImagePool,
  ImageWorkerFailed,
  MAX_PIXELS,
  prepareUpload,
  rotateStored,
  THUMB_MIME,
} from './processing';
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
  THUMBNAIL,
  UploadForm,
} from './schemas';
import { readImage, readThumbnail, sealedPicturesOf, storeImage } from './service';

const tags = ['picturebook'];
/** Most pictures one answer of the list holds (and the default page size). */
const PICTURE_LIST_MAX = 500;

/** Decrypted pictures may be kept by the browser, never by a shared cache, and are revalidated on use. */
const CACHE_CONTROL = 'private, no-cache';

/** True when the request's If-None-Match names `etag` (a list, weak or strong, or `*`). */
function matches(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}

/** Image work whose worker died answers 503 with a message to try again (the next job gets a new one). */
async function imageWork<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (!(err instanceof ImageWorkerFailed)) throw err;
    throw new HttpError(503, {
      detail: PICTURE_MESSAGES.workerFailed,
      message: PICTURE_MESSAGES.workerFailed,
    });
  }
}

export default function pictureRoutes(app: App): void {
  const { db, cfg } = app;
  const key = cfg.pictureKey;
  const pictures = sealedPicturesOf(cfg);
  // The API's shutdown stops the image workers (they would also leave when the API's process does).
  app.addHook('onClose', (_instance, done) => {
    closeImagePool();
    done();
  });
  /** Deletes store objects no row points at any more; a failure only leaves an orphan file behind. */
  const discard = (...keys: (string | null | undefined)[]) =>
    pictures.delete(...keys).catch((err: unknown) => {
      app.log.warn({ err }, 'picture store: could not delete an object');
    });

  app.get(
    '/users/:id/picturebook/',
    {
      config: { access: access.care() },
      schema: {
        tags,
        summary: `A user's pictures (JSON array of {id, image_url, thumbnail_url, comment, …}, a page of at most ${PICTURE_LIST_MAX})`,
        description:
          'Pages run from the newest picture backwards (page 1: the newest); each page is answered oldest first.',
        params: UserParams,
        querystring: Type.Object(arrayPaging(PICTURE_LIST_MAX)),
        response: { 200: Type.Array(Picture) },
      },
    },
    async (req) => {
      const t = target(req);
      const w = arrayWindow(req.query, PICTURE_LIST_MAX);
      const rows = await repo.listPictures(db, t.id, w.limit, w.offset);
      await audit(req, t.id, 'read', 'picture', null);
      return rows.map(pictureOut);
    },
  );

  const uploadLimit = {
    ...perMinute(cfg.uploadsPerMinute),
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => `upload|${req.user?.id ?? clientKey(req)}`,
  };
  for (const url of ['/picturebook/:id/', '/users/:id/picturebook/']) {
    app.post(
      url,
      {
        config: { access: access.care(), openapiBody: UploadForm, rateLimit: uploadLimit },
        schema: {
          tags,
          summary:
            'Upload a picture for user {id}: multipart/form-data with image (JPEG or PNG, at most 5242880 bytes) and comment',
          description: [
            `400 '${PICTURE_MESSAGES.missing}'; 400 '${PICTURE_MESSAGES.type}' when it does not decode as JPEG or PNG (code not_an_image) or declares more than ${MAX_PIXELS} pixels (code too_many_pixels, refused from its header before decoding); 413 '${PICTURE_MESSAGES.size}'; 503 '${PICTURE_MESSAGES.workerFailed}' when the image worker doing the work stopped.`,
            'Decoded in a low-priority image worker process; stored upright (EXIF orientation applied) and without metadata (EXIF with GPS, XMP, IPTC, ICC), with a thumbnail, encrypted (AES-256-GCM) in the picture store.',
            `At most RATE_LIMIT_UPLOAD (${cfg.uploadsPerMinute}) uploads a minute per account (429).`,
          ].join(' '),
          consumes: ['multipart/form-data'],
          params: UserParams,
          response: { 201: PictureWithDetail },
        },
      },
      async (req, reply) => {
        const t = target(req);
        const form = await readForm(req, 'image');
        const image = form?.file ?? null;
        const comment = (form?.fields.comment ?? '').trim();
        if (image === null || image.length === 0) throw badRequest(PICTURE_MESSAGES.missing);
        // Refused, as an edit refuses it, rather than cut without a word.
        if (comment.length > 1000) {
          throw badRequest(PICTURE_MESSAGES.captionTooLong, {
            code: 'invalid',
            fields: { comment: PICTURE_MESSAGES.captionTooLong },
          });
        }
        if (image.length > MAX_UPLOAD_BYTES) {
          throw new HttpError(413, {
            detail: PICTURE_MESSAGES.size,
            message: PICTURE_MESSAGES.size,
          });
        }
        let prepared;
        try {
          prepared = await imageWork(prepareUpload(image));
        } catch (err) {
          if (!(err instanceof ImageRefused)) throw err;
          throw badRequest(PICTURE_MESSAGES.type, { code: err.reason.replaceAll('-', '_') });
        }
        const stored = await storeImage(pictures, prepared);
        let p: PictureMeta;
        try {
          p = await repo.insertPicture(
            db,
            { userId: t.id, uploadedBy: actor(req).id, comment },
            stored,
          );
        } catch (err) {
          await discard(stored.image_key, stored.thumb_key);
          throw err;
        }
        await audit(req, t.id, 'create', 'picture', p.id);
        reply.code(201);
        return { ...pictureOut(p), detail: 'Image uploaded successfully.' };
      },
    );
  }

  const picture = async (userId: number, id: number): Promise<PictureRow> => {
    const p = await repo.findPicture(db, userId, id);
    if (!p) throw notFound(PICTURE_MESSAGES.notFound);
    return p;
  };

  /** Sends picture bytes with their ETag; 304 without touching the store when the client has them. */
  const sendBytes = async (
    req: FastifyRequest,
    reply: FastifyReply,
    p: PictureRow,
    kind: 'image' | 'thumbnail',
  ) => {
    const etag = p.etag === null ? null : `"${kind === 'thumbnail' ? 't-' : ''}${p.etag}"`;
    if (etag !== null) {
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      if (matches(req, etag)) return reply.code(304).send();
    } else {
      reply.header('cache-control', 'private, no-store');
    }
    let bytes: Buffer | null;
    let mime = p.mime;
    if (kind === 'thumbnail') {
      const thumb = await readThumbnail(db, pictures, key, p);
      bytes = thumb.bytes;
      if (thumb.isThumbnail) mime = THUMB_MIME;
    } else {
      bytes = await readImage(db, pictures, key, p);
      await audit(req, p.user_id, 'read', 'picture', p.id);
    }
    if (bytes === null) {
      req.log.error({ pictureId: p.id }, 'picture store: object missing');
      throw notFound(PICTURE_MESSAGES.notFound);
    }
    const ext = mime === 'image/png' ? 'png' : mime === THUMB_MIME ? 'webp' : 'jpg';
    const name = `picture-${p.id}${kind === 'thumbnail' ? '-thumbnail' : ''}.${ext}`;
    return reply.type(mime).header('content-disposition', `inline; filename="${name}"`).send(bytes);
  };

  const UserPicParams = Type.Object({ ...UserParams.properties, ...PicParams.properties });
  app.get(
    '/users/:id/picturebook/:pictureId/decrypted/',
    {
      config: { access: access.care() },
      schema: {
        tags,
        summary: 'The decrypted image bytes',
        params: UserPicParams,
        produces: ['image/jpeg', 'image/png'],
        response: IMAGE,
      },
    },
    async (req, reply) =>
      sendBytes(req, reply, await picture(target(req).id, req.params.pictureId), 'image'),
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
      sendBytes(req, reply, await picture(target(req).id, req.params.pictureId), 'image'),
  );
  app.get(
    '/users/:id/picturebook/:pictureId/thumbnail/',
    {
      config: { access: access.care() },
      schema: {
        tags,
        summary: 'The thumbnail for grids (WebP, at most 360 px high)',
        params: UserPicParams,
        produces: [THUMB_MIME, 'image/jpeg', 'image/png'],
        response: THUMBNAIL,
      },
    },
    async (req, reply) =>
      sendBytes(req, reply, await picture(target(req).id, req.params.pictureId), 'thumbnail'),
  );

  const rotate = async (req: FastifyRequest, p: PictureRow, direction: 'left' | 'right') => {
    const bytes = await readImage(db, pictures, key, p);
    if (bytes === null) throw notFound(PICTURE_MESSAGES.notFound);
    const stored = await storeImage(
      pictures,
      await imageWork(rotateStored(bytes, p.mime as ImageMime, direction)),
    );
    const row = await repo.replaceStored(db, p.user_id, p.id, p.image_key, stored, true);
    if (!row) {
      // Deleted or changed meanwhile: this rotation is dropped.
      await discard(stored.image_key, stored.thumb_key);
      throw new HttpError(409, { detail: 'The picture changed meanwhile. Please try again.' });
    }
    await discard(p.image_key, p.thumb_key);
    await audit(req, p.user_id, 'update', 'picture', p.id);
    return { ...pictureOut(row), detail: `Image rotated ${direction}` };
  };

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
      const gone = await repo.deletePicture(db, p.user_id, p.id);
      if (gone) await discard(gone.image_key, gone.thumb_key);
      await audit(req, p.user_id, 'delete', 'picture', p.id);
      return reply.code(204).send(null);
    },
  );
}
