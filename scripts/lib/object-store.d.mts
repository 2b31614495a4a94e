export const OBJECT_STORE_CREDENTIALS: Readonly<{ accessKeyId: string; secretAccessKey: string }>;

export interface ObjectStore {
  /** http://127.0.0.1:<port>: S3_ENDPOINT for the API (path-style addressing). */
  endpoint: string;
  bucket: string;
  region: string;
  /** AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY the local server accepts. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Closes the server; objects stay in `dir`. */
  stop: () => Promise<void>;
}

export function startObjectStore(options: {
  /** Folder holding the buckets' objects (made when missing). */
  dir: string;
  /** 0 (the default): a free port. */
  port?: number;
  bucket: string;
}): Promise<ObjectStore>;
