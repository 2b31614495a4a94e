import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3StoreConfig } from '../../config';
import { assertKey } from './object-key';
import type { PictureStore } from './store';

/**
 * The SDK is loaded on first use: it is as large as the web framework (~0.4 s to load here), and
 * only an API configured with PICTURE_STORE=s3 (not the file store, not every test) needs it.
 */
let sdk: Promise<typeof S3Sdk> | null = null;
const loadSdk = (): Promise<typeof S3Sdk> => (sdk ??= import('@aws-sdk/client-s3'));

/** A connection that does not open within this long fails (the SDK then retries). */
const CONNECT_TIMEOUT_MS = 3_000;
/** No answer to one request within this long fails it: a 5 MB object takes well under this. */
const REQUEST_TIMEOUT_MS = 30_000;
/** The readiness probe answers within this, whatever the retries, so a balancer's check is bounded. */
const CHECK_TIMEOUT_MS = 3_000;

/** The HTTP status of an error the server answered (an S3 service exception), else undefined. */
function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null || !('$metadata' in err)) return undefined;
  return (err as { $metadata: { httpStatusCode?: number } }).$metadata.httpStatusCode;
}

/**
 * A missing object: S3 answers NoSuchKey; some S3-compatible servers answer a bare 404. A missing
 * bucket is a misconfiguration, not a missing picture, and stays an error.
 */
function isMissingObject(err: unknown): boolean {
  const status = statusOf(err);
  if (status === undefined) return false;
  const { name } = err as { name?: string };
  return name === 'NoSuchKey' || (status === 404 && name !== 'NoSuchBucket');
}

/** A short reason for a failed probe: what went wrong, never a credential or a stack. */
function probeReason(bucket: string, err: unknown): string {
  const status = statusOf(err);
  if (status === 404) return `bucket ${bucket} not found`;
  if (status === 403) return `access to bucket ${bucket} denied`;
  if (status !== undefined) return `object store answered ${status}`;
  const { name, code, message } = (err ?? {}) as { name?: string; code?: string; message?: string };
  if (name === 'AbortError' || name === 'TimeoutError') return 'object store timed out';
  if (name === 'CredentialsProviderError') return 'no credentials for the object store';
  // The network error's code (ECONNREFUSED, ENOTFOUND, …); the SDK sometimes keeps it only in the
  // text of the error it wraps it in.
  const errno = code ?? /\bE[A-Z]{3,}\b/.exec(message ?? '')?.[0];
  return `object store unreachable${errno ? ` (${errno})` : ''}`;
}

/**
 * Pictures as objects in one bucket of an S3-compatible store (AWS S3, or any server speaking its
 * protocol), optionally under a prefix: several API instances share it, so a picture stored through
 * one is served by all. PutObject, GetObject (missing → null) and DeleteObject (missing is fine);
 * the bytes are already encrypted (`sealed-store.ts`).
 *
 * Checksums are computed only where an operation requires them: the SDK's default (a CRC32 on every
 * upload and download) is not understood by every S3-compatible server, and every object already
 * carries an AES-GCM tag that `sealed-store.ts` verifies on each read.
 *
 * Credentials: the configuration's own when AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY are set,
 * otherwise the SDK's default chain (shared profile, web identity, container or instance role).
 */
export class S3PictureStore implements PictureStore {
  readonly description: string;
  private client: S3Sdk.S3Client | null = null;

  constructor(private readonly settings: S3StoreConfig) {
    const { endpoint, region, bucket, prefix } = settings;
    this.description = `s3 ${endpoint ?? `aws ${region}`} bucket ${bucket}${prefix ? ` prefix ${prefix}` : ''}`;
  }

  /** The SDK and its client, made on first use; `send` with the SDK's commands. */
  private async sdk(): Promise<{ s3: typeof S3Sdk; client: S3Sdk.S3Client }> {
    const s3 = await loadSdk();
    this.client ??= this.makeClient(s3);
    return { s3, client: this.client };
  }

  private makeClient(s3: typeof S3Sdk): S3Sdk.S3Client {
    const { endpoint, region, forcePathStyle, credentials } = this.settings;
    return new s3.S3Client({
      region,
      forcePathStyle,
      ...(endpoint !== null ? { endpoint } : {}),
      ...(credentials !== null ? { credentials } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    });
  }

  private objectKey(key: string): string {
    assertKey(key);
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const Key = this.objectKey(key);
    const { s3, client } = await this.sdk();
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const Key = this.objectKey(key);
    const { s3, client } = await this.sdk();
    try {
      const res = await client.send(new s3.GetObjectCommand({ Bucket: this.settings.bucket, Key }));
      if (!res.Body) throw new Error('object store answered without a body');
      const bytes = await res.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (err) {
      if (isMissingObject(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    const { s3, client } = await this.sdk();
    try {
      await client.send(new s3.DeleteObjectCommand({ Bucket: this.settings.bucket, Key }));
    } catch (err) {
      // S3 answers 204 for a missing key; a server that answers 404 means the same.
      if (!isMissingObject(err)) throw err;
    }
  }

  /** HeadBucket: the server answers, the bucket exists and these credentials may use it. */
  async check(): Promise<void> {
    const { s3, client } = await this.sdk();
    try {
      await client.send(new s3.HeadBucketCommand({ Bucket: this.settings.bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
    } catch (err) {
      throw new Error(probeReason(this.settings.bucket, err));
    }
  }
}
