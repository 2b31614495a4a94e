// A local S3-protocol object store for development, the cluster and the tests: s3rver (pure
// JavaScript, files under one folder), on loopback only, with the pictures' bucket made.
//
// As a module: `startObjectStore({ dir, port, bucket })` → `{ endpoint, bucket, region,
// accessKeyId, secretAccessKey, stop() }`. As a command (the API's tests start it this way, in a
// process of its own): `node scripts/lib/object-store.mjs --dir D --port 0 --bucket B` prints one
// JSON line `{"endpoint": …}` once it listens and stops on SIGTERM or SIGINT.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';

/** s3rver accepts only its one built-in key pair, and checks every request's signature with it. */
const OBJECT_STORE_CREDENTIALS = Object.freeze({
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
});

/**
 * Starts the store on 127.0.0.1 (`port` 0: a free one), keeping objects under `dir`, with `bucket`
 * made (kept, with its objects, when `dir` already holds it).
 */
export async function startObjectStore({ dir, port = 0, bucket }) {
  if (typeof dir !== 'string' || dir === '') throw new Error('startObjectStore: dir is required');
  if (typeof bucket !== 'string' || bucket === '') {
    throw new Error('startObjectStore: bucket is required');
  }
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: resolve(dir),
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  let stopped = null;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    region: 'us-east-1',
    ...OBJECT_STORE_CREDENTIALS,
    /** Closes the server (idle keep-alive connections too); objects stay in `dir`. */
    stop() {
      stopped ??= server.close();
      return stopped;
    },
  };
}

/**
 * The same store in a child process of its own (this file as a command): what `startObjectStore` returns, plus
 * the child. The load benchmark uses it so that the store runs with the servers, not in the benchmark's process.
 */
export function spawnObjectStore({ dir, port = 0, bucket }) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--dir', dir, '--port', String(port), '--bucket', bucket],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise((done) => child.once('exit', done));
  void exited.then(() => process.off('exit', killOnExit));
  return new Promise((resolveStore, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (!out.includes('\n')) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      const started = JSON.parse(line);
      resolveStore({
        ...started,
        ...OBJECT_STORE_CREDENTIALS,
        child,
        stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`object store exited with ${code}`)));
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string', default: '0' },
      bucket: { type: 'string', default: 'care-pictures' },
    },
  });
  const port = Number(values.port);
  if (!values.dir || !Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(
      'usage: node scripts/lib/object-store.mjs --dir FOLDER [--port N] [--bucket NAME]\n',
    );
    process.exit(2);
  }
  const store = await startObjectStore({ dir: values.dir, port, bucket: values.bucket });
  const stop = () => {
    void store.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdout.write(
    `${JSON.stringify({ endpoint: store.endpoint, bucket: store.bucket, region: store.region })}\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err) => {
    process.stderr.write(`object store failed to start: ${err?.stack ?? err}\n`);
    process.exit(1);
  });
}
