import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import type { S3StoreConfig } from '../src/config';
import { S3PictureStore } from '../src/modules/pictures/s3-store';
import {
  pictureStoreKind,
  pictureStoreOf,
  pictureStoreWarning,
} from '../src/modules/pictures/pick-store';
import { FilePictureStore, MemoryPictureStore, newPictureKey } from '../src/modules/pictures/store';
import { startTestObjectStore } from './support/object-store';
import type { TestObjectStore } from './support/object-store';

let objects: TestObjectStore;
beforeAll(async () => {
  objects = await startTestObjectStore('store-test');
});
afterAll(async () => {
  await objects.remove();
});

/** The store a configuration made from `env` chooses (as the API does at start). */
function s3StoreOf(env: Record<string, string>): S3PictureStore {
  const cfg = loadConfig({ NODE_ENV: 'test', ...env }, { dataDir: null });
  const store = pictureStoreOf(cfg);
  if (!(store instanceof S3PictureStore)) throw new Error(`not an S3 store: ${store.description}`);
  return store;
}

describe('S3PictureStore against a local S3-protocol server', () => {
  test('put, get back byte for byte, delete; a missing key reads as null and deletes fine', async () => {
    const store = s3StoreOf(objects.env());
    const key = newPictureKey();
    const bytes = randomBytes(300_000);
    await store.put(key, bytes);
    expect(await objects.keys()).toContain(key);
    expect((await store.get(key))?.equals(bytes)).toBe(true);

    await store.delete(key);
    expect(await objects.keys()).not.toContain(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.get(newPictureKey('.thumb'))).resolves.toBeNull();
  });

  test('S3_PREFIX puts every object under it, and a store without it does not see them', async () => {
    const prefixed = s3StoreOf(objects.env({ prefix: '/care/pictures/' }));
    const bare = s3StoreOf(objects.env());
    const key = newPictureKey();
    await prefixed.put(key, Buffer.from('sealed bytes'));
    expect(await objects.keys()).toContain(`care/pictures/${key}`);
    expect(await bare.get(key)).toBeNull();
    expect((await prefixed.get(key))?.toString()).toBe('sealed bytes');
    await prefixed.delete(key);
    expect(await objects.keys()).not.toContain(`care/pictures/${key}`);
  });

  test('a key outside the contract is refused before any request', async () => {
    const store = s3StoreOf(objects.env());
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(
      'invalid picture store key',
    );
    await expect(store.get('A/B')).rejects.toThrow('invalid picture store key');
    expect(await objects.keys()).toEqual([]);
  });

  test('check(): resolves for the bucket; a missing bucket and wrong credentials say so', async () => {
    await expect(s3StoreOf(objects.env()).check()).resolves.toBeUndefined();
    await expect(s3StoreOf(objects.env({ bucket: 'no-such-bucket' })).check()).rejects.toThrow(
      'bucket no-such-bucket not found',
    );
    // The local server knows one key id (it does not verify signatures): another one is refused.
    const wrongKey = { ...objects.env(), AWS_ACCESS_KEY_ID: 'NOT-A-KEY' };
    await expect(s3StoreOf(wrongKey).check()).rejects.toThrow('access to bucket store-test denied');
  });

  test('check() rejects with a short reason when the server is down', async () => {
    const other = await startTestObjectStore('down-test');
    const store = s3StoreOf(other.env());
    await expect(store.check()).resolves.toBeUndefined();
    await other.remove();
    const started = Date.now();
    await expect(store.check()).rejects.toThrow('object store unreachable (ECONNREFUSED)');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

test('check() gives up within its bound on a server that accepts but never answers', async () => {
  const silent = createServer(() => undefined);
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
  try {
    const { port } = silent.address() as AddressInfo;
    const store = s3StoreOf({ ...objects.env(), S3_ENDPOINT: `http://127.0.0.1:${port}` });
    const started = Date.now();
    await expect(store.check()).rejects.toThrow('object store timed out');
    expect(Date.now() - started).toBeLessThan(6000);
  } finally {
    silent.close();
  }
});

describe('the other stores answer the readiness probe', () => {
  test('memory is always ready; files: the folder is made and writable, or a short reason', async () => {
    await expect(new MemoryPictureStore().check()).resolves.toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'care-store-check-'));
    try {
      await expect(new FilePictureStore(join(dir, 'pictures')).check()).resolves.toBeUndefined();
      // A folder that cannot exist (its parent is a file): what a full or read-only disk looks like.
      writeFileSync(join(dir, 'a-file'), 'x');
      await expect(new FilePictureStore(join(dir, 'a-file', 'pictures')).check()).rejects.toThrow(
        'picture folder not writable (ENOTDIR)',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('PICTURE_STORE and S3_* settings', () => {
  const s3 = (env: Record<string, string>): S3StoreConfig | null =>
    loadConfig({ NODE_ENV: 'test', ...env }, { dataDir: null }).pictureS3;

  test('defaults: files when there is a data folder, memory when none; fs says the same', () => {
    const withDir = loadConfig({ NODE_ENV: 'test', DATA_DIR: join(tmpdir(), 'care-kind') }, {});
    expect(pictureStoreKind(withDir)).toBe('fs');
    expect(pictureStoreKind(loadConfig({ NODE_ENV: 'test' }, { dataDir: null }))).toBe('memory');
    expect(s3({ PICTURE_STORE: 'fs' })).toBeNull();
  });

  test('s3: region us-east-1, path-style with an endpoint (not without), prefix ends in /', () => {
    expect(
      s3({ PICTURE_STORE: 's3', S3_BUCKET: 'care', S3_ENDPOINT: 'http://127.0.0.1:9000/' }),
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'care',
      prefix: '',
      forcePathStyle: true,
      credentials: null,
    });
    expect(
      s3({
        PICTURE_STORE: 's3',
        S3_BUCKET: 'care',
        S3_REGION: 'eu-west-2',
        S3_PREFIX: 'prod/pictures',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      endpoint: null,
      region: 'eu-west-2',
      bucket: 'care',
      prefix: 'prod/pictures/',
      forcePathStyle: false,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(
      s3({
        PICTURE_STORE: 's3',
        S3_BUCKET: 'care',
        S3_ENDPOINT: 'https://s3.example',
        S3_FORCE_PATH_STYLE: '0',
      })?.forcePathStyle,
    ).toBe(false);
  });

  test.each([
    [{ PICTURE_STORE: 'disk' }, 'PICTURE_STORE must be s3 or fs, not "disk"'],
    [{ PICTURE_STORE: 's3' }, 'S3_BUCKET must be set when PICTURE_STORE=s3'],
    [{ PICTURE_STORE: 's3', S3_BUCKET: 'Care_Pictures' }, 'S3_BUCKET must be a bucket name'],
    [
      { PICTURE_STORE: 's3', S3_BUCKET: 'care', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be an http:// or https:// URL',
    ],
    [{ PICTURE_STORE: 's3', S3_BUCKET: 'care', S3_PREFIX: 'a/../b' }, 'S3_PREFIX may hold'],
    [
      { PICTURE_STORE: 's3', S3_BUCKET: 'care', S3_FORCE_PATH_STYLE: 'yes' },
      'S3_FORCE_PATH_STYLE must be true or false',
    ],
    [
      { PICTURE_STORE: 's3', S3_BUCKET: 'care', AWS_ACCESS_KEY_ID: 'id' },
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together',
    ],
  ])('%j is refused at start: %s', (env, message) => {
    expect(() => s3(env)).toThrow(message);
  });

  test('production warns about pictures on one machine, not about a bucket or outside production', () => {
    const base = { pictureDir: join(tmpdir(), 'pictures'), pictureS3: null };
    expect(pictureStoreWarning({ ...base, isProduction: true })).toMatch(
      /PICTURE_STORE=fs.*run one instance only/,
    );
    expect(pictureStoreWarning({ ...base, isProduction: false })).toBeNull();
    const bucket = s3({ PICTURE_STORE: 's3', S3_BUCKET: 'care' });
    expect(pictureStoreWarning({ ...base, pictureS3: bucket, isProduction: true })).toBeNull();
  });
});
