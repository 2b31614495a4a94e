// Start-up benchmark (run on demand, after a production build; it starts the composed product on its fixed ports,
// so nothing else may be serving them): the kiosk's clock page and the login page against a bare React page that
// this script builds with the same React and renders the same heading.
//
//   node scripts/bench-kiosk.mjs [--runs 7] [--idle-seconds 60] [--only kiosk|login]
//
// In Chromium at 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate), alternating run by run: a cold start (CDP
// Network.setCacheDisabled) and a warm start (a new page in a context whose cache one load has primed) of each page
// and of its bare twin. A start ends when the page's `main h1` is in the DOM and the next frame has been produced.
// It prints medians, ratios, the JavaScript each start has fetched by then (gzip -9 of each file, as the size
// report counts), then the longest task and the layout work over a minute of the kiosk left running (once its
// start-up's tail, what loads after the heading up to its registration for calls at the voice gateway, has
// settled; that tail's longest task is printed apart).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { PORTS, ROOT, SITE_URL, startStack } from './lib/stack.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const CPU_SLOWDOWN = 4;
/** The demo kiosk device, bound to Margaret (user 1): README.md. */
const KIOSK_DEVICE_ID = 'kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13';
/** Issue 14's goals. */
const GOALS = {
  kioskColdRatio: 1.3,
  kioskWarmRatio: 1.1,
  kioskJsGz: 160 * 1024,
  loginJsGz: 180 * 1024,
  longTaskMs: 50,
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    'idle-seconds': { type: 'string', default: '60' },
    only: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const IDLE_SECONDS = Number(args['idle-seconds']);

const print = (line = '') => process.stdout.write(`${line}\n`);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Names each origin of the composed site by its package; anything else is the bare page. */
const PACKAGE_OF_PORT = Object.fromEntries(
  Object.entries(PORTS).map(([name, port]) => [String(port), name.replace('_', '-')]),
);

// ---------------------------------------------------------------------------------------------------------------
// The bare page: React and react-dom from the host's own dependencies, production webpack, one heading.

const BARE_SOURCE = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const heading = new URLSearchParams(window.location.search).get('heading') || 'Clock';
createRoot(document.getElementById('root')).render(
  createElement('main', null, createElement('h1', null, heading)),
);
`;

async function buildBarePage(dir) {
  const rootRequire = createRequire(path.join(ROOT, 'package.json'));
  const webpack = rootRequire('webpack');
  const HtmlWebpackPlugin = rootRequire('html-webpack-plugin');
  fs.writeFileSync(path.join(dir, 'index.js'), BARE_SOURCE);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].[contenthash:8].js',
      publicPath: '/',
    },
    resolve: { modules: [path.join(ROOT, 'host/node_modules'), 'node_modules'] },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(ROOT, 'config/index.html'),
        templateParameters: { title: 'Bare React page' },
      }),
    ],
    performance: { hints: false },
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
  return path.join(dir, 'dist');
}

// ---------------------------------------------------------------------------------------------------------------
// In the page: when the heading shows, and the long tasks and layout shifts around it.

/** Runs in every page before its own scripts (an init script). */
function observeStart(pathPrefix) {
  const bench = { heading: null, longTasks: [], shifts: [] };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (!e.hadRecentInput) bench.shifts.push({ start: e.startTime, value: e.value });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // an entry type this browser lacks: reported as none
  }
  const observer = new MutationObserver(() => {
    if (bench.heading || !window.location.pathname.startsWith(pathPrefix)) return;
    const h1 = document.querySelector('main h1');
    if (!h1 || !h1.textContent) return;
    bench.heading = { inDom: performance.now(), text: h1.textContent, shown: null };
    observer.disconnect();
    // The frame that shows it: after the next animation frame has been produced.
    requestAnimationFrame(() =>
      setTimeout(() => {
        bench.heading.shown = performance.now();
        window.__benchShown();
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

const gzCache = new Map();
/** gzip -9 bytes of a file the page fetched (fetched again here: the page's view of cross-origin sizes is empty). */
async function gzipBytes(url) {
  if (!gzCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzCache.set(url, zlib.gzipSync(body, { level: 9 }).length);
  }
  return gzCache.get(url);
}

/** Loads a page and waits until its heading shows; returns what the page saw, and what crossed the network. */
async function start(context, page, scenario, network) {
  const shown = new Promise((resolve) => context.__onShown.add(resolve));
  await page.goto(scenario.url, { waitUntil: 'commit' });
  await Promise.race([
    shown,
    new Promise((_resolve, reject) =>
      setTimeout(() => reject(new Error(`${scenario.name}: no heading after 60 s`)), 60000),
    ),
  ]);
  const seen = await page.evaluate(() => {
    const { heading, longTasks } = window.__bench;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.responseEnd <= heading.shown)
      .map((e) => e.name);
    const before = longTasks.filter((t) => t.start < heading.shown).map((t) => t.duration);
    return { heading, scripts, longestTask: Math.max(0, ...before) };
  });
  const files = await Promise.all(
    seen.scripts.map(async (url) => ({ url, gz: await gzipBytes(url) })),
  );
  const wire = network ? network.transferredFor(seen.scripts) : { bytes: 0, requests: 0 };
  return {
    time: seen.heading.shown,
    text: seen.heading.text,
    files,
    gz: files.reduce((sum, f) => sum + f.gz, 0),
    wire,
    longestTask: seen.longestTask,
  };
}

/** Counts what the page's JS requests really transferred (not answered by the cache), from CDP's network events. */
async function watchNetwork(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { url: e.request.url, cached: false, bytes: 0 }),
  );
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r && (e.response.fromDiskCache || e.response.fromPrefetchCache)) r.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return {
    transferredFor(urls) {
      const wanted = new Set(urls);
      const hits = [...requests.values()].filter((r) => wanted.has(r.url) && !r.cached);
      return { bytes: hits.reduce((sum, r) => sum + r.bytes, 0), requests: hits.length };
    },
  };
}

async function newContext(browser, scenario) {
  const context = await browser.newContext({ viewport: scenario.viewport });
  context.__onShown = new Set();
  await context.exposeBinding('__benchShown', () => {
    for (const resolve of context.__onShown) resolve();
    context.__onShown.clear();
  });
  await context.addInitScript(observeStart, scenario.pathPrefix);
  if (scenario.init) await context.addInitScript(...scenario.init);
  return context;
}

/** Throttled CPU, and the cache off (cold) or as the priming load left it (warm). */
async function throttledPage(context, { cold }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const network = await watchNetwork(cdp);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: cold });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  return { page, cdp, network };
}

async function measure(browser, scenario, { cold }) {
  const context = await newContext(browser, scenario);
  try {
    if (!cold) {
      const prime = await context.newPage();
      await start(context, prime, scenario, null);
      // Whatever the page fetches after its heading (other parcels) is in the cache too, as after a day's use.
      await prime.waitForTimeout(1500);
      await prime.close();
    }
    const { page, network } = await throttledPage(context, { cold });
    return await start(context, page, scenario, network);
  } finally {
    await context.close();
  }
}

/** A minute of the kiosk left running: its longest task, layout shifts and layout work (clock ticks). */
/** How many sessions are registered for calls at the voice gateway. */
async function registeredSessions() {
  const response = await fetch(`http://localhost:${PORTS.voiceGateway}/status`);
  const { sessions = [] } = await response.json();
  return sessions.filter((session) => session.registered).length;
}

async function idleMinute(browser, scenario, seconds) {
  const context = await newContext(browser, scenario);
  try {
    const { page, cdp, network } = await throttledPage(context, { cold: true });
    const registeredBefore = await registeredSessions();
    await start(context, page, scenario, network);
    const shownAt = await page.evaluate(() => window.__bench.heading.shown);
    // The start-up's tail (what loads after the heading: the call service, the Voice SDK and its Device, the
    // first refetches) is reported apart from the steady state the clock's ticks run in. The tail ends once the
    // kiosk is registered for calls at the voice gateway (the last thing a kiosk's start does) and no new script
    // has arrived for 2 s (the kiosk keeps talking to the API and the gateway, so the network is never idle).
    for (const deadline = Date.now() + 60_000; (await registeredSessions()) <= registeredBefore;) {
      if (Date.now() > deadline)
        throw new Error('The kiosk did not register for calls within 60 s');
      await page.waitForTimeout(250);
    }
    const registeredAt = await page.evaluate(() => performance.now());
    const scriptCount = () =>
      page.evaluate(
        () => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length,
      );
    for (let seen = -1, now = await scriptCount(); seen !== now; now = await scriptCount()) {
      seen = now;
      await page.waitForTimeout(2000);
    }
    const tail = await page.evaluate(
      ([t0, t1]) => {
        const tasks = window.__bench.longTasks.filter((t) => t.start >= t0);
        return {
          registered: t1 - t0,
          settled: performance.now() - t0,
          longest: Math.max(0, ...tasks.map((t) => t.duration)),
          over50: tasks.filter((t) => t.duration > 50).length,
        };
      },
      [shownAt, registeredAt],
    );
    const metrics = async () =>
      Object.fromEntries(
        (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
      );
    const before = await metrics();
    const from = await page.evaluate(() => performance.now());
    await page.waitForTimeout(seconds * 1000);
    const after = await metrics();
    const seen = await page.evaluate((t0) => {
      const { longTasks, shifts } = window.__bench;
      return {
        longTasks: longTasks.filter((t) => t.start >= t0).map((t) => t.duration),
        cls: shifts.filter((s) => s.start >= t0).reduce((sum, s) => sum + s.value, 0),
      };
    }, from);
    const delta = (name) => after[name] - before[name];
    return {
      tail,
      longest: Math.max(0, ...seen.longTasks),
      longTasks: seen.longTasks.length,
      cls: seen.cls,
      layouts: delta('LayoutCount'),
      layoutMs: delta('LayoutDuration') * 1000,
      styleRecalcs: delta('RecalcStyleCount'),
      taskMs: delta('TaskDuration') * 1000,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------

function describeFiles(run) {
  const rows = run.files.map((f) => {
    const { port, pathname } = new URL(f.url);
    return { where: `${PACKAGE_OF_PORT[port] ?? 'bare'}${pathname}`, gz: f.gz };
  });
  rows.sort((a, b) => b.gz - a.gz);
  for (const r of rows) print(`    ${kb(r.gz).padStart(9)}  ${r.where}`);
}

function report(title, pair, goals) {
  const stat = (runs) => ({
    med: median(runs.map((r) => r.time)),
    min: Math.min(...runs.map((r) => r.time)),
    max: Math.max(...runs.map((r) => r.time)),
    gz: median(runs.map((r) => r.gz)),
    files: median(runs.map((r) => r.files.length)),
    wire: median(runs.map((r) => r.wire.bytes)),
    requests: median(runs.map((r) => r.wire.requests)),
    longest: median(runs.map((r) => r.longestTask)),
  });
  const app = { cold: stat(pair.app.cold), warm: stat(pair.app.warm) };
  const bare = { cold: stat(pair.bare.cold), warm: stat(pair.bare.warm) };
  const ratio = { cold: app.cold.med / bare.cold.med, warm: app.warm.med / bare.warm.med };
  const time = (s) => `${ms(s.med).padStart(8)} (${Math.round(s.min)}-${Math.round(s.max)})`;
  print(`\n${title}: heading "${pair.app.cold[0].text}"`);
  print(
    '                      cold start (min-max)   warm start (min-max)   JS before heading, gzip     sent over the network cold / warm',
  );
  for (const [name, s] of [
    [pair.name, app],
    ['bare React page', bare],
  ]) {
    print(
      `  ${name.padEnd(20)} ${time(s.cold).padEnd(22)} ${time(s.warm).padEnd(22)} ${`${kb(s.cold.gz)} in ${s.cold.files} files`.padEnd(27)} ${kb(s.cold.wire)} in ${s.cold.requests} / ${kb(s.warm.wire)} in ${s.warm.requests}`,
    );
  }
  print(
    `  ${'ratio'.padEnd(20)} ${`${ratio.cold.toFixed(2)}x`.padStart(8).padEnd(22)} ${`${ratio.warm.toFixed(2)}x`.padStart(8).padEnd(22)} ${(app.cold.gz / bare.cold.gz).toFixed(2)}x`,
  );
  print(
    `  longest task before the heading (median): ${ms(app.cold.longest)} cold, ${ms(app.warm.longest)} warm; bare page ${ms(bare.cold.longest)} cold`,
  );
  print(`  JS before the heading, first cold run (gzip -9 per file):`);
  describeFiles(pair.app.cold[0]);
  const checks = [];
  if (goals.coldRatio)
    checks.push([
      `${pair.name} cold start`,
      ratio.cold,
      goals.coldRatio,
      (v) => `${v.toFixed(2)}x`,
    ]);
  if (goals.warmRatio)
    checks.push([
      `${pair.name} warm start`,
      ratio.warm,
      goals.warmRatio,
      (v) => `${v.toFixed(2)}x`,
    ]);
  checks.push([`${pair.name} JS before the heading`, app.cold.gz, goals.jsGz, kb]);
  return checks;
}

const SCENARIOS = {
  kiosk: {
    name: 'kiosk',
    title: 'Kiosk: clock page of a kiosk device, from /',
    url: `${SITE_URL}/`,
    pathPrefix: '/clock/',
    viewport: { width: 1024, height: 600 },
    init: [(id) => window.localStorage.setItem('device_id', id), KIOSK_DEVICE_ID],
    goals: {
      coldRatio: GOALS.kioskColdRatio,
      warmRatio: GOALS.kioskWarmRatio,
      jsGz: GOALS.kioskJsGz,
    },
  },
  login: {
    name: 'login',
    title: 'Login page: /auth/login, signed out',
    url: `${SITE_URL}/auth/login`,
    pathPrefix: '/auth/login',
    viewport: { width: 1280, height: 800 },
    goals: { jsGz: GOALS.loginJsGz },
  },
};

const names = args.only ? [args.only] : Object.keys(SCENARIOS);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'care-bench-'));
print(`Building the bare React page...`);
const bareDist = await buildBarePage(work);
const stack = await startStack({
  dataDir: path.join(work, 'data'),
  env: { NODE_ENV: 'test' },
  log: 'ignore',
});
const bareServer = await startStaticServer({ dir: bareDist, port: 0, spa: true });
const browser = await launchChromium();
try {
  const checks = [];
  for (const name of names) {
    const scenario = SCENARIOS[name];
    // A first start, not counted, warms the servers and names the heading the bare twin renders.
    const warmUp = await measure(browser, scenario, { cold: true });
    const bare = {
      ...scenario,
      name: 'bare',
      url: `${bareServer.url}/?heading=${encodeURIComponent(warmUp.text)}`,
      pathPrefix: '/',
      init: undefined,
    };
    const pair = { name, app: { cold: [], warm: [] }, bare: { cold: [], warm: [] } };
    for (let run = 1; run <= RUNS; run += 1) {
      process.stderr.write(`\r${name}: run ${run} of ${RUNS}`);
      pair.app.cold.push(await measure(browser, scenario, { cold: true }));
      pair.bare.cold.push(await measure(browser, bare, { cold: true }));
      pair.app.warm.push(await measure(browser, scenario, { cold: false }));
      pair.bare.warm.push(await measure(browser, bare, { cold: false }));
    }
    process.stderr.write('\n');
    checks.push(...report(scenario.title, pair, scenario.goals));
  }
  if (names.includes('kiosk') && IDLE_SECONDS > 0) {
    process.stderr.write(`kiosk: ${IDLE_SECONDS} s left running...\n`);
    const idle = await idleMinute(browser, SCENARIOS.kiosk, IDLE_SECONDS);
    print(
      `\nKiosk after its heading: registered for calls after ${ms(idle.tail.registered)}, settled after ` +
        `${ms(idle.tail.settled)}; longest task in that tail ${ms(idle.tail.longest)} ` +
        `(${idle.tail.over50} over 50 ms)`,
    );
    print(`Kiosk left running for ${IDLE_SECONDS} s after that (4x CPU slowdown)`);
    print(
      `  longest task ${ms(idle.longest)} (${idle.longTasks} over 50 ms); layout shift ${idle.cls.toFixed(4)}; ` +
        `${idle.layouts} layouts (${idle.layoutMs.toFixed(1)} ms), ${idle.styleRecalcs} style recalculations, ` +
        `main thread busy ${ms(idle.taskMs)}`,
    );
    checks.push(['kiosk longest task while running', idle.longest, GOALS.longTaskMs, ms]);
  }
  print('\nGoals (issue 14)');
  for (const [what, value, goal, format] of checks) {
    print(
      `  ${value <= goal ? 'met    ' : 'NOT met'}  ${what.padEnd(36)} ${format(value).padStart(9)}  (goal: at most ${format(goal)})`,
    );
  }
} finally {
  await browser.close();
  await bareServer.close();
  await stack.stop();
  fs.rmSync(work, { recursive: true, force: true, maxRetries: 5 });
}
