// @engine-sensitive: a restore with the pictures in the object store.
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { readdirSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { makeImage, multipart, setup } from './helpers';
import { exportBackup } from './backup-file';
import type { Ctx } from './helpers';
import { startTestObjectStore } from './support/object-store';
import type { TestObjectStore } from './support/object-store';

/**
 * PICTURE_STORE=s3 end to end: two API instances (two `buildApp`s, each with its own configuration
 * read from the same environment) on one database and one bucket of a real local S3-protocol
 * server, as behind a load balancer.
 */
let objects: TestObjectStore;
let a: Ctx;
let b: App;
let user: string;
let uid: number;

beforeAll(async () => {
  objects = await startTestObjectStore('care-pictures');
  a = await setup({}, objects.env());
  const cfgB = loadConfig(
    { NODE_ENV: 'test', ...objects.env() },
    {
      dataDir: null,
      pictureDir: null,
      // What every instance of one deployment shares: its secrets.
      jwtSecret: a.cfg.jwtSecret,
      pictureKey: a.cfg.pictureKey,
      logLevel: 'silent',
      rateLimits: a.cfg.rateLimits,
      passwordHashing: a.cfg.passwordHashing,
    },
  );
  b = await buildApp(a.db, cfgB);
  await b.ready();
  user = (await a.login('user')).access;
  uid = a.ids.user;
  // Two databases are migrated and seeded in this file: allow for a machine busy with other work.
}, 180_000);
afterAll(async () => {
  await b.close();
  await a.close();
  await objects.remove();
});

/** A request to instance B, as `a.call` sends one to A. */
async function callB(opts: {
  method: InjectOptions['method'];
  url: string;
  token: string;
  body?: unknown;
}): Promise<LightMyRequestResponse> {
  const csrf = await a.csrfFor(opts.token);
  return b.inject({
    method: opts.method,
    url: opts.url,
    headers: {
      authorization: `Bearer ${opts.token}`,
      cookie: `csrftoken=${csrf}`,
      'x-csrftoken': csrf,
    },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
}

/** Every picture store key the database points at, sorted: what the bucket must hold, exactly. */
async function rowKeys(db: Db): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    `SELECT image_key AS key FROM pictures WHERE image_key IS NOT NULL
     UNION ALL SELECT thumb_key FROM pictures WHERE thumb_key IS NOT NULL`,
  );
  return rows.map((r) => r.key).sort();
}

async function keysOf(db: Db, id: number): Promise<string[]> {
  const rows = await db.query<{ image_key: string; thumb_key: string }>(
    'SELECT image_key, thumb_key FROM pictures WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) throw new Error(`no picture ${id}`);
  return [row.image_key, row.thumb_key];
}

async function uploadThroughA(width: number, height: number): Promise<{ id: number; url: string }> {
  const m = multipart([
    {
      name: 'image',
      value: await makeImage('jpeg', width, height),
      filename: 'p.jpg',
      type: 'image/jpeg',
    },
    { name: 'comment', value: 'Through instance A' },
  ]);
  const res = await a.call({
    method: 'POST',
    url: `/api/picturebook/${uid}/`,
    token: user,
    payload: m.payload,
    headers: m.headers,
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, url: res.json().image_url as string };
}

test('a picture uploaded through A is served byte for byte by B, from the bucket (no file on disk)', async () => {
  const before = await objects.keys();
  const { id, url } = await uploadThroughA(64, 48);

  const fromA = await a.call({ method: 'GET', url, token: user });
  const fromB = await callB({ method: 'GET', url, token: user });
  expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
  expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
  expect(fromB.headers.etag).toBe(fromA.headers.etag);
  const thumb = url.replace('/decrypted/', '/thumbnail/');
  const thumbA = await a.call({ method: 'GET', url: thumb, token: user });
  const thumbB = await callB({ method: 'GET', url: thumb, token: user });
  expect(thumbB.statusCode).toBe(200);
  expect(thumbB.rawPayload.equals(thumbA.rawPayload)).toBe(true);

  const keys = await keysOf(a.db, id);
  expect(await objects.keys()).toEqual([...before, ...keys].sort());
  expect(await objects.keys()).toEqual(await rowKeys(a.db));
  expect(readdirSync(a.cfg.pictureDir as string)).toEqual([]);
});

test('a rotation through B writes new objects and removes the old ones', async () => {
  const { id, url } = await uploadThroughA(60, 30);
  const old = await keysOf(a.db, id);
  const res = await callB({
    method: 'POST',
    url: `/api/users/${uid}/picturebook/${id}/rotate/`,
    token: user,
    body: { direction: 'left' },
  });
  expect(res.statusCode).toBe(200);
  expect([res.json().width, res.json().height]).toEqual([30, 60]);

  const now = await objects.keys();
  expect(now).toEqual(await rowKeys(a.db));
  for (const key of old) expect(now).not.toContain(key);
  expect((await a.call({ method: 'GET', url, token: user })).statusCode).toBe(200);
});

test('a delete through B removes the picture and its thumbnail from the bucket', async () => {
  const { id, url } = await uploadThroughA(40, 40);
  const keys = await keysOf(a.db, id);
  expect(await objects.keys()).toEqual(expect.arrayContaining(keys));

  const res = await callB({
    method: 'DELETE',
    url: `/api/users/${uid}/picturebook/${id}/`,
    token: user,
  });
  expect(res.statusCode).toBe(204);
  expect((await a.call({ method: 'GET', url, token: user })).statusCode).toBe(404);
  const now = await objects.keys();
  for (const key of keys) expect(now).not.toContain(key);
  expect(now).toEqual(await rowKeys(a.db));
});

test('a backup from A restores into a fresh database and bucket with every picture, nothing left behind', async () => {
  await uploadThroughA(50, 20);
  const su = (await a.login('superuser')).access;
  const { doc } = await exportBackup(a, su);
  const pictures = doc.tables.pictures as { id: number; user_id: number }[];
  expect(pictures.length).toBeGreaterThanOrEqual(4);
  const bytesInA = new Map<number, Buffer>();
  for (const p of pictures) {
    const url = `/api/users/${p.user_id}/picturebook/${p.id}/decrypted/`;
    bytesInA.set(p.id, (await a.call({ method: 'GET', url, token: su })).rawPayload);
  }
  const bucketOfA = await objects.keys();

  await objects.createBucket('care-restored');
  const c = await setup({}, objects.env({ bucket: 'care-restored' }));
  try {
    // The fresh deployment has its own demo pictures (and another PICTURE_KEY) before the restore.
    const seeded = await objects.keys('care-restored');
    expect(seeded.length).toBeGreaterThan(0);
    const restored = await c.call({
      method: 'POST',
      url: '/api/backup/restore/',
      token: (await c.login('superuser')).access,
      body: { backup: doc },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().counts.pictures).toBe(pictures.length);

    const now = await objects.keys('care-restored');
    expect(now).toEqual(await rowKeys(c.db));
    expect(now).toHaveLength(pictures.length * 2);
    for (const key of seeded) expect(now).not.toContain(key);
    const token = restored.json().access as string;
    for (const p of pictures) {
      const url = `/api/users/${p.user_id}/picturebook/${p.id}/decrypted/`;
      const res = await c.call({ method: 'GET', url, token });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytesInA.get(p.id) as Buffer)).toBe(true);
    }
    // Restoring elsewhere leaves the source's bucket as it was.
    expect(await objects.keys()).toEqual(bucketOfA);
  } finally {
    await c.close();
  }
}, 180_000);
