import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Soaks: long runs that measure rather than check a screen (`npm run soak`, not part of `npm test`). Today the
 * kiosk's simulated 24 hours and the heap it leaves behind (docs/kiosk-resilience.md). They print their numbers and
 * still fail past their limit. One at a time, on the e2e stack as the journeys use it.
 */
export default defineConfig({
  ...base,
  testDir: './soak',
  testIgnore: [],
  workers: 1,
  projects: [{ name: 'soak' }],
});
