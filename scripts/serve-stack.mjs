// Serves the already-built product for the end-to-end tests: a fresh database in a temporary folder each run,
// so every run starts from the seeded demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_VOICE_GATEWAY_SECRET, startStack, SITE_URL } from './lib/stack.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care-e2e-'));
// The missed-dose sweep every 5 s (NODE_ENV=test alone turns it off): the journeys wait for it.
// A known voice key, so journeys can start a gateway of their own and mint voice tokens for this stack.
const stack = await startStack({
  dataDir,
  env: {
    NODE_ENV: 'test',
    DOSE_SWEEP_SECONDS: '5',
    VOICE_GATEWAY_SECRET: E2E_VOICE_GATEWAY_SECRET,
  },
});
process.stdout.write(`e2e stack ready at ${SITE_URL}\n`);

const shutdown = async () => {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
