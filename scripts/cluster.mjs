// `npm run cluster`: the whole product as a cluster on loopback — PostgreSQL, Redis and an S3-protocol object store
// (installed when missing), three API instances behind nginx on :4000, the voice gateway, every remote and the
// host — then the same `Open:` line as `npm start`. Ctrl+C stops everything.
// Options: --no-build and --rebuild as for `npm start`; --fresh starts from an empty folder (removed at the end);
// --e2e is --fresh with the end-to-end settings (a 5 s missed-dose sweep, the e2e voice key) and a loopback control
// channel on :4199 through which journeys stop and start one instance.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, pnpm } from './lib/pnpm.mjs';
import { APP_PACKAGES, staleBuilds } from './lib/stale-builds.mjs';

const args = new Set(process.argv.slice(2));
const e2e = args.has('--e2e');
const fresh = e2e || args.has('--fresh');

ensureInstalled();
if (!args.has('--no-build')) {
  const stale = args.has('--rebuild') ? APP_PACKAGES : staleBuilds();
  if (stale.length > 0) {
    process.stdout.write(`Building: ${stale.join(', ')}\n`);
    pnpm([...stale.flatMap((pkg) => ['--filter', `./${pkg}`]), 'run', 'build']);
  }
}

const { startCluster, CLUSTER_PORTS } = await import('./lib/cluster.mjs');
const { API_URL, E2E_CONTROL_PORT, E2E_VOICE_GATEWAY_SECRET, PORTS, SITE_URL, VOICE_GATEWAY } =
  await import('./lib/stack.mjs');

const dir = fresh
  ? fs.mkdtempSync(path.join(os.tmpdir(), 'care-cluster-'))
  : path.join(os.tmpdir(), 'care-cluster');
const cluster = await startCluster({
  dir,
  env: e2e
    ? {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DOSE_SWEEP_SECONDS: '5',
        VOICE_GATEWAY_SECRET: E2E_VOICE_GATEWAY_SECRET,
      }
    : {},
});

let control = null;
if (e2e) {
  // One operation at a time, as the e2e stack's control channel (scripts/serve-stack.mjs).
  let queue = Promise.resolve();
  const serialised = (operation) => {
    const result = queue.then(operation);
    queue = result.catch(() => undefined);
    return result;
  };
  const SIGNALS = new Set(['SIGKILL', 'SIGTERM']);
  const states = () =>
    Array.from({ length: cluster.instanceCount }, (_, i) => cluster.instance(i).running());
  control = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${E2E_CONTROL_PORT}`);
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const i = Number(url.searchParams.get('instance') ?? '1') - 1;
    if (req.method === 'GET' && url.pathname === '/api') return answer(200, { running: states() });
    if (!Number.isInteger(i) || i < 0 || i >= cluster.instanceCount) {
      return answer(400, { error: `instance must be 1 to ${cluster.instanceCount}` });
    }
    const signal = url.searchParams.get('signal') ?? 'SIGKILL';
    const timed = (operation) =>
      serialised(operation).then(
        () => answer(200, { running: states() }),
        (error) => answer(500, { error: String(error) }),
      );
    if (req.method === 'POST' && url.pathname === '/api/stop' && SIGNALS.has(signal)) {
      void timed(() => cluster.instance(i).stop(signal));
    } else if (req.method === 'POST' && url.pathname === '/api/start') {
      void timed(() => cluster.instance(i).start());
    } else {
      answer(404, {
        error:
          'GET /api, POST /api/stop?instance=N&signal=SIGKILL|SIGTERM, POST /api/start?instance=N',
      });
    }
  });
  await new Promise((resolve) => control.listen(E2E_CONTROL_PORT, '127.0.0.1', resolve));
}

process.stdout.write(
  [
    '',
    'Care is running as a cluster.',
    `  Open:    ${SITE_URL}/`,
    `  API:     ${API_URL}/  (nginx, balancing ${CLUSTER_PORTS.instances.map((p) => `127.0.0.1:${p}`).join(', ')})`,
    `  Metrics: ${CLUSTER_PORTS.metrics.map((p) => `http://127.0.0.1:${p}/metrics`).join(', ')}`,
    `  PostgreSQL ${cluster.postgresUrl}, Redis ${cluster.redisUrl}, object store ${cluster.objectStore.endpoint}`,
    `  Remotes: ${Object.entries(PORTS)
      .filter(([name]) => name.startsWith('mfe_'))
      .map(([name, port]) => `${name} :${port}`)
      .join(', ')}`,
    cluster.voiceProvider
      ? '  Voice: the provider (TWILIO_* set), no local gateway'
      : `  Voice gateway: ws://${VOICE_GATEWAY}/signal`,
    fresh
      ? '  Data: a fresh folder, removed at the end'
      : `  Data: ${dir} (delete it to start again from the demo data)`,
    e2e ? `  Control: http://127.0.0.1:${E2E_CONTROL_PORT}/api` : '  Press Ctrl+C to stop.',
    '',
  ].join('\n'),
);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  control?.close();
  await cluster.stop();
  if (fresh) fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
