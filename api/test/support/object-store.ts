import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  CreateBucketCommand,
  ListObjectsV2Command,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';

/** The repository's start helper (`startObjectStore`), run as a command. */
const SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 'lib', 'object-store.mjs');
/** The one key pair the local server (s3rver) accepts. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestObjectStore {
  endpoint: string;
  bucket: string;
  /** The API's environment for pictures in this store (PICTURE_STORE=s3 and the rest). */
  env(options?: { bucket?: string; prefix?: string }): Record<string, string>;
  /** Every object key in a bucket (this store's own by default), sorted. */
  keys(bucket?: string): Promise<string[]>;
  createBucket(name: string): Promise<void>;
  /** Stops the server (its objects are kept until `remove`). */
  stop(): Promise<void>;
  /** Stops the server and deletes its folder. */
  remove(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The local S3-protocol server in a process of its own on a free loopback port (as the cluster
 * runs it), with `bucket` made. The API reaches it through the real SDK over HTTP.
 */
export async function startTestObjectStore(bucket = 'care-pictures'): Promise<TestObjectStore> {
  const dir = mkdtempSync(join(tmpdir(), 'care-objects-'));
  const child = spawn(process.execPath, [SCRIPT, '--dir', dir, '--port', '0', '--bucket', bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => {
      lines.close();
      resolve((JSON.parse(line) as { endpoint: string }).endpoint);
    });
    child.once('exit', (code) =>
      reject(new Error(`object store exited (${code}) before listening`)),
    );
  });
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  const stop = async () => {
    client.destroy();
    child.kill('SIGTERM');
    await exited(child);
  };
  return {
    endpoint,
    bucket,
    env: (options = {}) => ({
      PICTURE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: options.bucket ?? bucket,
      ...(options.prefix !== undefined ? { S3_PREFIX: options.prefix } : {}),
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    async keys(name = bucket) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await client.send(
          new ListObjectsV2Command({ Bucket: name, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((o) => o.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    stop,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
