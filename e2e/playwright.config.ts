import { defineConfig } from '@playwright/test';

/** Debian's Chromium (Playwright's own browser download does not work here). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Journeys that run alone: they stop the shared API (kiosk-faults), register the demo kiosk's voice identity and
 * auto-answered calls to it that a second kiosk page would take (voice-journeys), or release and deploy a remote
 * that every page loads (deploys). The kiosk's simulated 24 hours is a soak, not a journey: `npm run soak`
 * (playwright.soak.config.ts).
 */
const EXCLUSIVE = ['deploys.spec.ts', 'kiosk-faults.spec.ts', 'voice-journeys.spec.ts'];
/** Last of all: a restore replaces every account and leaves every kiosk needing a new pairing code. */
const LAST = ['backup.spec.ts'];

export default defineConfig({
  testDir: './tests',
  // The cluster's own cases need `npm run cluster` (playwright.cluster.config.ts).
  testIgnore: ['cluster.spec.ts'],
  // Two files at a time: the journeys mostly wait (for the browser, the API, a late remote), so two workers on
  // two cores take about half the time. Every journey that changes data makes its own people (or tags and removes
  // what it adds to the demo person's), so two can share the one seeded database; the tests within a file run in
  // order.
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'journeys', testIgnore: ['cluster.spec.ts', ...EXCLUSIVE, ...LAST] },
    // These stop and start the shared API or the voice gateway, or time the product: they run alone, one file at
    // a time, once the others have finished.
    { name: 'alone', testMatch: EXCLUSIVE, workers: 1, dependencies: ['journeys'] },
    { name: 'last', testMatch: LAST, workers: 1, dependencies: ['alone'] },
  ],
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    // Toasts and dialogs fade in and out; axe would judge text caught mid-fade as low contrast. The product
    // honours reduced motion (shared's global style), so the journeys see every state at once.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
        // Calls on a machine whose only interface is loopback (the voice gateway offers 127.0.0.1 too).
        '--allow-loopback-in-peer-connection',
        // Anything that tries to leave the machine fails fast instead of hanging.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/serve-stack.mjs',
    url: 'http://localhost:3000/remotes.json',
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
