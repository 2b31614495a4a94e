// `npm start`: installs what is missing, builds for production the host and every remote whose build is older than
// its sources, then runs the whole product on loopback (API with its embedded PostgreSQL, each remote and the host
// on its own port). Options: --no-build (serve the existing dist folders), --rebuild (build everything).
import { ensureInstalled, pnpm } from './lib/pnpm.mjs';
import { APP_PACKAGES, staleBuilds } from './lib/stale-builds.mjs';

ensureInstalled();
if (!process.argv.includes('--no-build')) {
  const stale = process.argv.includes('--rebuild') ? APP_PACKAGES : staleBuilds();
  if (stale.length > 0) {
    process.stdout.write(`Building: ${stale.join(', ')}\n`);
    pnpm([...stale.flatMap((pkg) => ['--filter', `./${pkg}`]), 'run', 'build']);
  }
}

const { startStack, SITE_URL, API_URL, PORTS, VOICE_GATEWAY } = await import('./lib/stack.mjs');
const { openRegistry } = await import('./lib/registry/registry.mjs');
// The checkout's registry and releases (or CARE_REGISTRY_DIR, CARE_RELEASES_DIR): what `npm run deploy` switches
// is what this stack serves.
const registry = openRegistry();
const stack = await startStack({
  registryDir: registry.registryDir,
  releasesDir: registry.releasesDir,
  releasesUrl: registry.releasesUrl,
});

process.stdout.write(
  [
    '',
    'Care is running.',
    `  Open:    ${SITE_URL}/`,
    `  API:     ${API_URL}/  (OpenAPI: ${API_URL}/openapi.json)`,
    `  Remotes: ${Object.entries(PORTS)
      .filter(([name]) => name.startsWith('mfe_'))
      .map(([name, port]) => `${name} :${port}`)
      .join(', ')}`,
    `  Releases: ${registry.releasesUrl}/  (npm run release / deploy / rollback; registry: ${registry.remotesFile})`,
    stack.voiceProvider
      ? '  Voice: the provider (TWILIO_* set), no local gateway'
      : `  Voice gateway: ws://${VOICE_GATEWAY}/signal  (status: http://${VOICE_GATEWAY}/status)`,
    '  Demo accounts: see README.md. Press Ctrl+C to stop.',
    '',
  ].join('\n'),
);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
