// Debian's Chromium through Playwright (installed for the e2e package), launched the way the measuring scripts
// (size report, benchmark) need it: headless, no GPU, nothing running in the background.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './stack.mjs';

const require = createRequire(path.join(ROOT, 'e2e/package.json'));

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every measuring script launches it with (Playwright here, puppeteer for Lighthouse). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** @returns {Promise<import('@playwright/test').Browser>} */
export function launchChromium() {
  const { chromium } = require('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
