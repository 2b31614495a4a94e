export interface StaticServerOptions {
  /** The folder, or a function asked on every request (the deployed host's folder). */
  dir: string | (() => string);
  port: number;
  host?: string;
  spa?: boolean;
  delayMs?: (urlPath: string) => number;
  overrides?: Record<string, string>;
  /** URL path → the body and its ETag, asked on every request; null answers 503. */
  dynamic?: Record<string, () => { body: Buffer | string; etag: string } | null>;
  /** Folders asked, in order, for a content-hashed file `dir` lacks (earlier host releases). */
  olderDirs?: () => string[];
}
export function startStaticServer(
  options: StaticServerOptions,
): Promise<{ close: () => Promise<void>; url: string }>;
