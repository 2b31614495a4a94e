// Serves the already-built product for the end-to-end tests: a fresh database in a temporary folder each run,
// so every run starts from the seeded demo data, and a fresh release registry and releases folder (the deploy
// journeys release and deploy into them; GET /registry on the control port says where they are).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  E2E_CONTROL_PORT,
  E2E_VOICE_GATEWAY_SECRET,
  PORTS,
  remotesConfig,
  startStack,
  SITE_URL,
  usesVoiceProvider,
} from './lib/stack.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care-e2e-'));
const registryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care-e2e-registry-'));
const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care-e2e-releases-'));
const releasesUrl = `http://localhost:${PORTS.releases}`;
// The missed-dose sweep every 5 s (NODE_ENV=test alone turns it off): the journeys wait for it.
// A known voice key, so journeys can start a gateway of their own and mint voice tokens for this stack.
const env = {
  NODE_ENV: 'test',
  DOSE_SWEEP_SECONDS: '5',
  VOICE_GATEWAY_SECRET: E2E_VOICE_GATEWAY_SECRET,
  // Two journeys run at a time from one address, each making its own people and signing in as the demo staff:
  // three times the per-account sign-in limit and the registrations a minute (twice RATE_LIMIT_PASSWORD_RESET).
  // The limits themselves are proven by the API's tests and the cluster's journeys, at their defaults.
  RATE_LIMIT_LOGIN: '30',
  RATE_LIMIT_PASSWORD_RESET: '15',
};
const stack = await startStack({
  dataDir,
  env,
  registryDir,
  releasesDir,
  releasesUrl,
  config: remotesConfig(
    usesVoiceProvider({ ...process.env, ...env }) ? { voiceGateway: null } : {},
  ),
});

/**
 * The fault tests' control channel, on loopback only: stop the API (POST /api/stop?signal=SIGKILL|SIGTERM; SIGKILL
 * is a crash or a power cut) and start it again with the same data folder and environment (POST /api/start, which
 * answers once the API does); GET /api says whether it runs. One operation at a time. GET /registry names the
 * stack's registry and releases folders and the releases' URL, for the deploy journeys.
 */
let queue = Promise.resolve();
const serialised = (operation) => {
  const result = queue.then(operation);
  queue = result.catch(() => undefined);
  return result;
};
const SIGNALS = new Set(['SIGKILL', 'SIGTERM']);
const control = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${E2E_CONTROL_PORT}`);
  const answer = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const started = Date.now();
  const timed = (operation) =>
    serialised(operation).then(
      () => answer(200, { running: stack.api.running(), ms: Date.now() - started }),
      (error) => answer(500, { error: String(error) }),
    );
  if (req.method === 'GET' && url.pathname === '/api') {
    answer(200, { running: stack.api.running() });
  } else if (req.method === 'POST' && url.pathname === '/api/stop') {
    const signal = url.searchParams.get('signal') ?? 'SIGKILL';
    if (!SIGNALS.has(signal)) answer(400, { error: `signal must be one of ${[...SIGNALS]}` });
    else void timed(() => stack.api.stop(signal));
  } else if (req.method === 'POST' && url.pathname === '/api/start') {
    void timed(() => stack.api.start());
  } else if (req.method === 'GET' && url.pathname === '/registry') {
    // Where a journey releases and deploys: pass these as CARE_REGISTRY_DIR, CARE_RELEASES_DIR, CARE_RELEASES_URL.
    answer(200, { registryDir, releasesDir, releasesUrl });
  } else {
    answer(404, {
      error: 'GET /api, POST /api/stop?signal=SIGKILL|SIGTERM, POST /api/start, GET /registry',
    });
  }
});
await new Promise((resolve) => control.listen(E2E_CONTROL_PORT, '127.0.0.1', resolve));
process.stdout.write(`e2e stack ready at ${SITE_URL} (control on 127.0.0.1:${E2E_CONTROL_PORT})\n`);

const shutdown = async () => {
  control.close();
  await serialised(() => undefined);
  await stack.stop();
  for (const dir of [dataDir, registryDir, releasesDir])
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
