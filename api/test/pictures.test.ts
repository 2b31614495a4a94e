// @engine-sensitive: a restore and a store that goes away.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- response bodies are untyped JSON checked by the assertions themselves */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { seal } from '../src/lib/picture-crypto';
import { getPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  closeImagePool,
  imageWorkers,
  MAX_PIXELS,
  prepareUpload,
} from '../src/modules/pictures/processing';
import { SealedPictureStore } from '../src/modules/pictures/sealed-store';
import { moveLegacyPictures, sealedPicturesOf } from '../src/modules/pictures/service';
import { FilePictureStore, MemoryPictureStore } from '../src/modules/pictures/store';
import { makeImage, multipart, setup } from './helpers';
import { exportBackup } from './backup-file';
import type { Ctx } from './helpers';
import { exifHasGps, pixelAt, pngBomb, sidewaysPhotoWithGps } from './support/images';

let ctx: Ctx;
let user: string;
let uid: number;
beforeAll(async () => {
  ctx = await setup();
  user = (await ctx.login('user')).access;
  uid = ctx.ids.user;
});
afterAll(async () => {
  await ctx.close();
});

const RED = [254, 0, 0];
const BLUE = [0, 0, 254];
const near = (rgb: number[], want: number[]) =>
  rgb.every((v, i) => Math.abs(v - (want[i] ?? 0)) < 12);

/** What an upload answers (the fields these tests read). */
interface Uploaded {
  id: number;
  image_url: string;
  thumbnail_url: string;
  size: number;
}
const out = (res: LightMyRequestResponse): Uploaded => res.json<Uploaded>();

async function upload(image: Buffer, filename = 'photo.jpg', type = 'image/jpeg', c = ctx) {
  const m = multipart([
    { name: 'image', value: image, filename, type },
    { name: 'comment', value: 'A caption' },
  ]);
  const token = c === ctx ? user : (await c.login('user')).access;
  return c.call({
    method: 'POST',
    url: `/api/picturebook/${c.ids.user}/`,
    token,
    payload: m.payload,
    headers: m.headers,
  });
}
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.call({ method: 'GET', url, token: user, headers });

/** Every file under the picture folder (the store's objects). */
function storedFiles(): string[] {
  const dir = ctx.cfg.pictureDir as string;
  return readdirSync(dir).flatMap((sub) =>
    readdirSync(join(dir, sub)).map((f) => join(dir, sub, f)),
  );
}

describe('uploads are decoded, turned upright and stripped', () => {
  test('a sideways phone photo with GPS tags is stored upright, without any metadata', async () => {
    const photo = await sidewaysPhotoWithGps();
    const before = await sharp(photo).metadata();
    expect([before.orientation, exifHasGps(before.exif)]).toEqual([6, true]);

    const res = await upload(photo);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 40, height: 60, mime: 'image/jpeg' });
    const stored = await get(out(res).image_url);
    const after = await sharp(stored.rawPayload).metadata();
    expect([after.width, after.height]).toEqual([40, 60]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect([after.xmp, after.iptc, after.icc]).toEqual([undefined, undefined, undefined]);
    expect(near(await pixelAt(stored.rawPayload, 20, 5), RED)).toBe(true);
    expect(near(await pixelAt(stored.rawPayload, 20, 55), BLUE)).toBe(true);
  });

  test.each([
    ['a text file named .png', Buffer.from('Dear diary, today I went to the garden.'), 'note.png'],
    [
      'a PNG signature followed by garbage',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(500, 7),
      ]),
      'broken.png',
    ],
  ])('%s is refused as not an image', async (_name, bytes, filename) => {
    const res = await upload(bytes, filename, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'Only JPEG or PNG files are allowed.',
      code: 'not_an_image',
    });
  });

  test('a truncated JPEG does not decode and is refused', async () => {
    const jpeg = await makeImage('jpeg', 400, 300);
    const res = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('not_an_image');
  });

  test('a PNG decompression bomb is refused from its header, before decoding', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    expect(20000 * 20000).toBeGreaterThan(MAX_PIXELS);
    const started = performance.now();
    const res = await upload(bomb, 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'Only JPEG or PNG files are allowed.',
      code: 'too_many_pixels',
    });
    // Decoding 400 megapixels would take many seconds (and 1.6 GB).
    expect(performance.now() - started).toBeLessThan(2000);
  });

  test('a file over 5 MB is refused with 413 before anything else', async () => {
    const res = await upload(Buffer.concat([await makeImage('jpeg'), Buffer.alloc(5242880)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('File exceeds 5MB.');
  });
});

describe('image work runs in low-priority worker processes', () => {
  /** A 20-megapixel JPEG (small to send, some hundreds of milliseconds of work for a worker). */
  const large = () => makeImage('jpeg', 5000, 4000);

  test('uploads are decoded in another process at the lowest CPU priority', async () => {
    expect((await upload(await makeImage('jpeg'))).statusCode).toBe(201);
    const workers = imageWorkers();
    expect(workers.length).toBeGreaterThan(0);
    for (const w of workers) {
      expect(w.pid).not.toBe(process.pid);
      expect(getPriority(w.pid)).toBe(19);
      expect(w.jobs).toBe(0);
    }
  });

  test('a worker that dies mid-upload: the upload answers 503, the next one gets a new worker', async () => {
    const photo = await large();
    const pending = upload(photo);
    let busy: number | undefined;
    for (let i = 0; i < 400 && busy === undefined; i += 1) {
      busy = imageWorkers().find((w) => w.jobs > 0)?.pid;
      if (busy === undefined) await sleep(5);
    }
    expect(busy).toBeDefined();
    process.kill(busy ?? 0, 'SIGKILL');
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe('The picture could not be processed. Please try again.');

    const again = await upload(photo);
    expect(again.statusCode).toBe(201);
    expect(imageWorkers().map((w) => w.pid)).not.toContain(busy);
  });

  test('a bad image is still refused with the same message by a replaced worker', async () => {
    const res = await upload(Buffer.from('not a picture at all'), 'notes.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'Only JPEG or PNG files are allowed.',
      code: 'not_an_image',
    });
  });

  test('closing the pool stops the workers and fails their jobs; the next job starts it again', async () => {
    const job = prepareUpload(await large());
    const pids = imageWorkers().map((w) => w.pid);
    expect(pids.length).toBeGreaterThan(0);
    closeImagePool();
    await expect(job).rejects.toThrow('image worker failed');
    expect(imageWorkers()).toEqual([]);
    const image = await prepareUpload(await makeImage('png', 40, 30));
    expect(image).toMatchObject({ mime: 'image/png', width: 40, height: 30 });
    expect(imageWorkers().map((w) => w.pid)).not.toEqual(pids);
  });
});

describe('thumbnails', () => {
  test('the grid gets a WebP at most 360 px high; small pictures are not enlarged', async () => {
    const big = await upload(await makeImage('jpeg', 1200, 800));
    const thumb = await get(out(big).thumbnail_url);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 540, 360]);
    expect(thumb.rawPayload.length).toBeLessThan(out(big).size);

    const small = await upload(await makeImage('png', 40, 20), 'small.png', 'image/png');
    const smallThumb = await sharp((await get(out(small).thumbnail_url)).rawPayload).metadata();
    expect([smallThumb.width, smallThumb.height]).toEqual([40, 20]);
  });

  test('the list gives both URLs', async () => {
    const list = (await get(`/api/users/${uid}/picturebook/`)).json<Record<string, unknown>[]>();
    expect(list[0]).toMatchObject({
      image_url: expect.stringMatching(/\/decrypted\/$/),
      thumbnail_url: expect.stringMatching(/\/thumbnail\/$/),
    });
  });
});

describe('caching by content', () => {
  test('ETag and private revalidation; 304 when unchanged; a rotation changes the tag', async () => {
    const res = await upload(await makeImage('jpeg', 80, 40));
    const { image_url: url, thumbnail_url: thumbUrl, id } = out(res);
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const thumb = await get(thumbUrl);
    expect(thumb.headers.etag).not.toBe(etag);
    expect(
      (await get(thumbUrl, { 'if-none-match': thumb.headers.etag as string })).statusCode,
    ).toBe(304);

    await ctx.call({
      method: 'POST',
      url: `/api/users/${uid}/picturebook/${id}/rotate/`,
      token: user,
      body: { direction: 'right' },
    });
    const rotated = await get(url, { 'if-none-match': etag });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.headers.etag).not.toBe(etag);
    const meta = await sharp(rotated.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([40, 80]);
  });

  test('another person cannot revalidate their way to a picture', async () => {
    const res = await upload(await makeImage('jpeg'));
    const etag = (await get(out(res).image_url)).headers.etag as string;
    const stranger = (await ctx.login('user2')).access;
    const refused = await ctx.call({
      method: 'GET',
      url: out(res).image_url,
      token: stranger,
      headers: { 'if-none-match': etag },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the picture store', () => {
  test('bytes live encrypted in files, not in the database; delete and rotate remove old files', async () => {
    const png = await makeImage('png', 64, 48);
    const res = await upload(png, 'p.png', 'image/png');
    const { id } = out(res);
    const [row] = await ctx.db.query<{ image_key: string; thumb_key: string; ciphertext: null }>(
      'SELECT image_key, thumb_key, ciphertext FROM pictures WHERE id = $1',
      [id],
    );
    expect(row?.ciphertext).toBeNull();
    const files = storedFiles();
    const imageFile = files.find((f) => f.endsWith(row?.image_key ?? '?')) as string;
    expect(files.some((f) => f.endsWith(row?.thumb_key ?? '?'))).toBe(true);
    const onDisk = readFileSync(imageFile);
    expect(onDisk.subarray(0, 4).toString()).toBe('CPB1');
    expect(onDisk.includes(Buffer.from('IHDR'))).toBe(false);
    expect(statSync(imageFile).mode & 0o077).toBe(0);

    await ctx.call({
      method: 'PATCH',
      url: `/api/users/${uid}/picturebook/${id}/`,
      token: user,
      body: { action: 'rotate', direction: 'left' },
    });
    const now = storedFiles();
    expect(now.some((f) => f.endsWith(row?.image_key ?? '?'))).toBe(false);
    expect(now).toHaveLength(files.length);

    const del = await ctx.call({
      method: 'DELETE',
      url: `/api/users/${uid}/picturebook/${id}/`,
      token: user,
    });
    expect(del.statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(files.length - 2);
  });

  test('a sealed object opens only under its own key and with the picture key', async () => {
    const memory = new MemoryPictureStore();
    const sealed = new SealedPictureStore(memory, ctx.cfg.pictureKey);
    const plain = await makeImage('jpeg');
    const tag = await sealed.put('aaaa', plain);
    expect(tag).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await sealed.get('aaaa'))?.equals(plain)).toBe(true);
    await memory.put('bbbb', (await memory.get('aaaa')) as Buffer);
    await expect(sealed.get('bbbb')).rejects.toThrow();
    const otherKey = new SealedPictureStore(memory, Buffer.alloc(32, 1));
    await expect(otherKey.get('aaaa')).rejects.toThrow();
    expect(await sealed.get('missing')).toBeNull();
  });

  test('keys cannot reach outside the folder', async () => {
    const files = new FilePictureStore(ctx.cfg.pictureDir as string);
    await expect(files.put('../escape', Buffer.from('x'))).rejects.toThrow(
      'invalid picture store key',
    );
    await expect(files.get('a/b')).rejects.toThrow('invalid picture store key');
  });

  test('five 5 MB uploads at once all land, each in the picture store with its thumbnail', async () => {
    // Random pixels: a JPEG of about 5 MB that costs the most to decode and store. How long the event loop
    // is held meanwhile is a number for the benchmark (`pnpm --filter @care/api bench`), not a timed test.
    let big = Buffer.alloc(0);
    for (let height = 1800; height > 0; height -= 40) {
      big = await sharp(randomBytes(2200 * height * 3), {
        raw: { width: 2200, height, channels: 3 },
      })
        .jpeg({ quality: 100 })
        .toBuffer();
      if (big.length <= 5_242_000) break;
    }
    const results = await Promise.all(Array.from({ length: 5 }, () => upload(big)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = results.map((r) => r.json<{ id: number }>().id);
    const rows = await ctx.db.query<{ image_key: string | null; thumb_key: string | null }>(
      'SELECT image_key, thumb_key FROM pictures WHERE id = ANY($1::int[]) AND ciphertext IS NULL',
      [ids],
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.image_key).toEqual(expect.any(String));
      expect(row.thumb_key).toEqual(expect.any(String));
    }
  });
});

describe('pictures written before the picture store', () => {
  test('are served from their row, then moved: upright, stripped, with a thumbnail', async () => {
    const photo = await sidewaysPhotoWithGps();
    const s = seal(ctx.cfg.pictureKey, photo);
    const [legacy] = await ctx.db.query<{ id: number }>(
      `INSERT INTO pictures (user_id, comment, mime, size, iv, tag, ciphertext)
       VALUES ($1, 'From the old days', 'image/jpeg', $2, $3, $4, $5) RETURNING id`,
      [uid, photo.length, s.iv, s.tag, s.ciphertext],
    );
    const url = `/api/users/${uid}/picturebook/${legacy?.id}/`;
    const old = await get(`${url}decrypted/`);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(photo)).toBe(true);
    expect(old.headers['cache-control']).toBe('private, no-store');
    expect((await get(`${url}thumbnail/`)).rawPayload.equals(photo)).toBe(true);

    const log = { info: jest.fn(), warn: jest.fn() };
    expect(
      await moveLegacyPictures(ctx.db, sealedPicturesOf(ctx.cfg), ctx.cfg.pictureKey, log),
    ).toBe(1);
    expect(log.warn).not.toHaveBeenCalled();
    const [row] = await ctx.db.query<{ ciphertext: Buffer | null; image_key: string | null }>(
      'SELECT ciphertext, image_key FROM pictures WHERE id = $1',
      [legacy?.id],
    );
    expect(row).toMatchObject({ ciphertext: null, image_key: expect.any(String) });
    const moved = await get(`${url}decrypted/`);
    const meta = await sharp(moved.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([40, 60, undefined]);
    expect(moved.headers.etag).toBeDefined();
    expect((await get(`${url}thumbnail/`)).headers['content-type']).toBe('image/webp');
    // nothing left to move
    expect(
      await moveLegacyPictures(ctx.db, sealedPicturesOf(ctx.cfg), ctx.cfg.pictureKey, log),
    ).toBe(0);
  });
});

describe('backup and restore through the picture store', () => {
  test('a backup picture with metadata is restored cleaned; replaced files are deleted', async () => {
    const su = (await ctx.login('superuser')).access;
    const { doc } = await exportBackup(ctx, su);
    const pictures = doc.tables.pictures as Record<string, unknown>[];
    const first = pictures[0] as Record<string, unknown>;
    first.data_base64 = (await sidewaysPhotoWithGps()).toString('base64');
    first.mime = 'image/jpeg';
    const filesBefore = storedFiles().length;

    const res = await ctx.call({
      method: 'POST',
      url: '/api/backup/restore/',
      token: su,
      body: { backup: doc },
    });
    expect(res.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(filesBefore);
    const su2 = (await ctx.login('superuser')).access;
    const restored = await ctx.call({
      method: 'GET',
      url: `/api/users/${uid}/picturebook/${first.id as number}/decrypted/`,
      token: su2,
    });
    const meta = await sharp(restored.rawPayload).metadata();
    expect([meta.width, meta.height, exifHasGps(meta.exif)]).toEqual([40, 60, false]);

    const broken = structuredClone(doc);
    (broken.tables.pictures as Record<string, unknown>[])[1] = {
      ...(pictures[1] as object),
      data_base64: Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff]),
        Buffer.from('not really a jpeg'),
      ]).toString('base64'),
    };
    const refused = await ctx.call({
      method: 'POST',
      url: '/api/backup/restore/',
      token: su2,
      body: { backup: broken },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Invalid backup: pictures[1] is not a JPEG or PNG image.');
    expect(storedFiles()).toHaveLength(filesBefore);
  });
});

test('uploads have a rate limit per account', async () => {
  const limited = await setup({ uploadsPerMinute: 2 });
  try {
    const image = await makeImage('jpeg');
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await upload(image, 'a.jpg', 'image/jpeg', limited)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  } finally {
    await limited.close();
  }
});
