// Call set-up time on loopback: from the call button to audio flowing both ways, in Chromium with fake audio
// devices, against the production builds, the API and the voice gateway (a fresh stack on a temporary data
// folder). Prints numbers; it is a measurement, not a test. Build first (`pnpm build`); run it alone (it uses the
// stack's fixed ports): node scripts/bench-call.mjs [runs]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, SITE_URL, startStack } from './lib/stack.mjs';

const require = createRequire(path.join(ROOT, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

const RUNS = Number(process.argv[2] ?? 7);
const KIOSK_DEVICE = 'kiosk-demo-0001';
const KIOSK_IDENTITY = 'user-1';
const ADMIN = { email: 'admin@care.test', password: 'CareDemo#2026' };
const print = (line = '') => process.stdout.write(`${line}\n`);

/** Keeps the page's peer connections reachable and lets the page time audio on the newest one. */
function instrument() {
  const Native = window.RTCPeerConnection;
  const tracked = [];
  window.RTCPeerConnection = class extends Native {
    constructor(configuration) {
      super(configuration);
      tracked.push(this);
    }
  };
  /** Resolves with Date.now() once the newest connection sends and receives audio with sound in it. */
  window.__audioFlowingAt = async (count) => {
    for (;;) {
      const pc = tracked[count];
      if (pc) {
        let sent = 0;
        let received = 0;
        let energy = 0;
        (await pc.getStats()).forEach((s) => {
          if (s.kind !== 'audio') return;
          if (s.type === 'outbound-rtp') sent = s.bytesSent ?? 0;
          if (s.type === 'inbound-rtp') {
            received = s.bytesReceived ?? 0;
            energy = s.totalAudioEnergy ?? 0;
          }
        });
        if (sent > 0 && received > 0 && energy > 0) return Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  window.__peerConnectionCount = () => tracked.length;
}

/** A function of the shared call contract, through the Module Federation share scope (like the journeys). */
async function contract(page, name, ...args) {
  await page.evaluate(
    async ([fn, fnArgs]) => {
      for (const scope of Object.values(globalThis.__FEDERATION__.__SHARE__)) {
        const versions = scope.default?.['@care/shared'];
        const entry = versions && Object.values(versions).find((v) => v.loaded);
        if (!entry) continue;
        const shared = entry.lib ? entry.lib() : (await entry.get())();
        void shared[fn](...fnArgs);
        return;
      }
      throw new Error('@care/shared not found');
    },
    [name, args],
  );
}

async function waitUntil(check, what, timeoutMs = 30000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const gatewayStatus = async () => (await fetch(`http://127.0.0.1:4100/status`)).json();

async function callEnded(page) {
  await page.getByRole('button', { name: 'Hang up' }).click();
  await waitUntil(
    async () => (await page.getByRole('button', { name: 'Hang up' }).count()) === 0,
    'hang up',
  );
  await page.waitForTimeout(2500);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summary = (name, values) =>
  `${name.padEnd(50)} median ${String(Math.round(median(values))).padStart(5)} ms   min ${String(Math.round(Math.min(...values))).padStart(5)}   max ${String(Math.round(Math.max(...values))).padStart(5)}   (n=${values.length})`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care-bench-call-'));
const stack = await startStack({ dataDir, env: { NODE_ENV: 'test' }, log: 'ignore' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
    '--allow-loopback-in-peer-connection',
  ],
});

try {
  const kioskContext = await browser.newContext();
  await kioskContext.addInitScript(
    (id) => window.localStorage.setItem('device_id', id),
    KIOSK_DEVICE,
  );
  await kioskContext.addInitScript(instrument);
  const kiosk = await kioskContext.newPage();
  await kiosk.goto(`${SITE_URL}/`);

  const adminContext = await browser.newContext();
  await adminContext.addInitScript(instrument);
  const admin = await adminContext.newPage();
  await admin.goto(`${SITE_URL}/auth/login`);
  await admin.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
  await admin.waitForURL(/admin-dashboard/);
  await waitUntil(
    async () =>
      (await gatewayStatus()).sessions.some((s) => s.identity === KIOSK_IDENTITY && s.registered),
    'the kiosk registers',
  );

  /** Echo test: the dock's Test call button → the admin's browser sends and hears audio. */
  const echo = async () => {
    const count = await admin.evaluate(() => window.__peerConnectionCount());
    const calls = admin.getByRole('button', { name: 'Calls' });
    if ((await calls.getAttribute('aria-expanded')) !== 'true') await calls.click();
    const button = admin.getByRole('button', { name: 'Test call' });
    await button.waitFor();
    const clicked = Date.now();
    await button.click();
    const flowing = await admin.evaluate((n) => window.__audioFlowingAt(n), count);
    await callEnded(admin);
    return flowing - clicked;
  };

  /** Admin calls the kiosk ("Call this kiosk"), the kiosk answers by itself; audio flows on both browsers. */
  const bridge = async () => {
    const adminCount = await admin.evaluate(() => window.__peerConnectionCount());
    const kioskCount = await kiosk.evaluate(() => window.__peerConnectionCount());
    const started = Date.now();
    await contract(admin, 'callIdentity', KIOSK_IDENTITY, 'Margaret Johnson');
    const [atAdmin, atKiosk] = await Promise.all([
      admin.evaluate((n) => window.__audioFlowingAt(n), adminCount),
      kiosk.evaluate((n) => window.__audioFlowingAt(n), kioskCount),
    ]);
    await callEnded(admin);
    return Math.max(atAdmin, atKiosk) - started;
  };

  const coldEcho = await echo();
  const echoes = [];
  for (let i = 0; i < RUNS; i += 1) echoes.push(await echo());
  const bridges = [];
  for (let i = 0; i < RUNS; i += 1) bridges.push(await bridge());

  print(`\nCall set-up on loopback (production builds, Chromium ${browser.version()}, fake audio)`);
  print(`first call of the page (Voice SDK chunk and device set-up included): ${coldEcho} ms`);
  print(summary('echo test (Test call → hears itself)', echoes));
  print(summary('admin → kiosk (auto-answer; both ways, both ends)', bridges));
  print('goal: under 1500 ms');
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
