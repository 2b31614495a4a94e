import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The journeys run against `npm run cluster` (scripts/cluster.mjs --e2e): nginx on :4000 balancing three API
 * instances on PostgreSQL, Redis and an S3-protocol store; remotes and host as usual. The cluster's own cases
 * (tests/cluster.spec.ts) and the journeys tagged @cluster, which pass through the balancer as they do on
 * `npm start`.
 */
export default defineConfig({
  ...base,
  testMatch: ['cluster.spec.ts', 'care-clock.spec.ts', 'picture-book.spec.ts', 'admin.spec.ts'],
  testIgnore: [],
  grep: /@cluster/,
  // One at a time: the cluster's cases kill and restart its instances.
  workers: 1,
  projects: [{ name: 'cluster' }],
  webServer: {
    command: 'node ../scripts/cluster.mjs --e2e --no-build',
    url: 'http://127.0.0.1:4199/api',
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
