// A small static file server for the production builds: one per deployed bundle, as a CDN would serve them.
// Content-hashed files are cached for a year; remoteEntry.js, remotes.json and index.html must revalidate,
// because replacing them is how a new version goes live. Revalidation is cheap: every file carries an ETag and
// Last-Modified, and a matching If-None-Match / If-Modified-Since is answered 304 without a body (a kiosk's warm
// start revalidates its entry files on every reload). Text is sent brotli-compressed where the browser accepts it
// (browsers offer `br` over HTTPS only), else gzip; each file is compressed once per version and kept in memory.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
};
const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;

/**
 * @param {{ dir: string | (() => string), port: number, host?: string, spa?: boolean,
 *           delayMs?: (urlPath: string) => number, overrides?: Record<string, string>,
 *           dynamic?: Record<string, () => ({ body: Buffer | string, etag: string } | null)> }} options
 *   dir: the folder, or a function asked on every request (the host's deployed release changes while it runs);
 *   spa: unknown paths serve index.html (the host); delayMs: an artificial latency per path (tests);
 *   overrides: url path → file contents served instead of the file on disk;
 *   olderDirs: folders asked, in order, for a content-hashed file that `dir` lacks (earlier host releases);
 *   dynamic: url path → a function asked on every request for the body and its ETag (a strong one, from the
 *   content; weak, as the body may be sent compressed), or null when there is none to give (503: the page keeps what it has).
 * @returns {Promise<{ close: () => Promise<void>, url: string }>}
 */
export function startStaticServer({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  delayMs,
  overrides = {},
  dynamic = {},
  olderDirs = () => [],
}) {
  const rootOf = typeof dir === 'function' ? () => path.resolve(dir()) : () => path.resolve(dir);
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const send = () =>
      dynamic[urlPath]
        ? serveDynamic(dynamic[urlPath](), urlPath, req, res)
        : serve(rootOf(), urlPath, spa, overrides, req, res, olderDirs);
    const delay = delayMs ? delayMs(urlPath) : 0;
    if (delay > 0) setTimeout(send, delay);
    else send();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        // The port really listened on: port 0 asks the system for a free one.
        url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

const COMMON_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** A body made per request (the registry's remotes.json): revalidated on every use, 304 while its ETag holds. */
function serveDynamic(current, urlPath, req, res) {
  if (!current) {
    return finish(
      req,
      res,
      503,
      {
        ...COMMON_HEADERS,
        'Content-Type': 'text/plain',
        'Cache-Control': 'no-store',
        'Retry-After': '5',
      },
      Buffer.from('Not available'),
    );
  }
  const headers = {
    ...COMMON_HEADERS,
    'Content-Type': TYPES[path.extname(urlPath)] ?? 'text/plain',
    'Cache-Control': 'no-cache',
    ETag: current.etag,
  };
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch !== undefined && noneMatch.split(/\s*,\s*/).includes(current.etag)) {
    res.writeHead(304, headers);
    return res.end();
  }
  return finish(req, res, 200, headers, Buffer.from(current.body), `${urlPath}@${current.etag}`);
}

function serve(root, urlPath, spa, overrides, req, res, olderDirs = () => []) {
  const headers = COMMON_HEADERS;
  if (overrides[urlPath] !== undefined) {
    return finish(
      req,
      res,
      200,
      {
        ...headers,
        'Content-Type': TYPES[path.extname(urlPath)] ?? 'text/plain',
        'Cache-Control': 'no-cache',
      },
      Buffer.from(overrides[urlPath]),
    );
  }
  let file = path.join(root, urlPath);
  if (!file.startsWith(root)) return finish(req, res, 403, headers, Buffer.from('Forbidden'));
  if (urlPath.endsWith('/')) file = path.join(file, 'index.html');
  let stat = fs.statSync(file, { throwIfNoEntry: false });
  if ((!stat || !stat.isFile()) && spa && !path.extname(urlPath)) {
    file = path.join(root, 'index.html');
    stat = fs.statSync(file, { throwIfNoEntry: false });
  }
  // A content-hashed file names one version for ever: a page opened before a deploy still finds its chunks in the
  // earlier folders (the hosts deployed before), so a new host never breaks a page that is already open.
  if ((!stat || !stat.isFile()) && HASHED.test(urlPath)) {
    for (const earlier of olderDirs()) {
      const candidate = path.join(path.resolve(earlier), urlPath);
      const found = fs.statSync(candidate, { throwIfNoEntry: false });
      if (found?.isFile()) {
        file = candidate;
        stat = found;
        break;
      }
    }
  }
  if (!stat || !stat.isFile())
    return finish(
      req,
      res,
      404,
      { ...headers, 'Content-Type': 'text/plain' },
      Buffer.from('Not found'),
    );
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const version = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
  const validators = {
    // Weak: the same file is sent in several encodings (RFC 9110 8.8.3.3).
    ETag: `W/"${version}"`,
    'Last-Modified': stat.mtime.toUTCString(),
  };
  const fileHeaders = { ...headers, 'Content-Type': type, 'Cache-Control': cache, ...validators };
  if (isFresh(req, validators.ETag, stat.mtime)) {
    res.writeHead(304, fileHeaders);
    return res.end();
  }
  return finish(req, res, 200, fileHeaders, fs.readFileSync(file), `${file}@${version}`);
}

/** The browser's copy is current: its ETag matches, or (without one) it is not older than the file. */
function isFresh(req, etag, mtime) {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch !== undefined) return noneMatch.split(/\s*,\s*/).includes(etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** Compressed bodies by file version and encoding: each built file is compressed once, not on every request. */
const compressed = new Map();
const ENCODERS = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 9 }),
};

/** The encoding to send: brotli where accepted, else gzip, else none. */
function encodingFor(req) {
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function finish(req, res, status, headers, body, cacheKey) {
  const compressible = /text|json|javascript|svg/.test(headers['Content-Type'] ?? '');
  const encoding = compressible && body.length > 1024 ? encodingFor(req) : null;
  if (encoding) {
    const key = cacheKey && `${encoding}:${cacheKey}`;
    let encoded = key ? compressed.get(key) : undefined;
    if (!encoded) {
      encoded = ENCODERS[encoding](body);
      if (key) compressed.set(key, encoded);
    }
    body = encoded;
    headers = { ...headers, 'Content-Encoding': encoding };
  }
  if (compressible) headers = { ...headers, Vary: 'Accept-Encoding' };
  res.writeHead(status, { ...headers, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}
