// Lighthouse benchmark of the phone pages (run on demand, after a production build; it starts the composed product
// on its fixed ports with a throw-away data folder, and stops it at the end):
//
//   node scripts/bench-lighthouse.mjs [--runs 3] [--only login,people,clock,admin,picturebook] [--json out.json]
//                                     [--diagnostics] [--max-wait-ms 45000]
//
// Lighthouse's default mobile profile (a phone's screen, simulated slow 4G and 4x CPU slowdown), in Debian's
// Chromium driven by puppeteer-core. The login page is loaded cold (Lighthouse clears the origin's storage and the
// browser's cache first). Every other page is loaded warm, as by a returning user: in a fresh browser context the
// script signs in through the real login form as the page's person, opens the page once (the cache now holds its
// code), then Lighthouse's user flow navigates to it again with storage and cache kept. Each page must show what it
// should (its path, its heading, no login form), or the script fails: a figure of the wrong page is worse than none.
//
// It prints, per page, the median of each figure over the runs: the performance score, FCP, LCP, TBT, CLS, and the
// JavaScript the page ran (the script responses' decoded bytes), what of it came over the network (transfer
// bytes: gzip or brotli as served; a warm page's scripts come from the cache), and its script evaluation time
// (Lighthouse's bootup-time). Then the goals of docs/performance.md (Phones) met or not, and the machine's load.
// With --diagnostics, the run nearest the median score of each page: its LCP element and phases, its long tasks,
// its layout shifts, its scripts by evaluation time, its JavaScript by package, the requests still in flight when
// the trace ended, its longest critical request chain and the opportunities that save LCP or FCP.
// --max-wait-ms: how long Lighthouse waits for a load to settle (no critical request in flight, the CPU quiet)
// before it ends the trace anyway; its default is 45 s (docs/performance.md, Phones, says why it matters here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { PORTS, ROOT, SITE_URL, startStack } from './lib/stack.mjs';
import { APP_PACKAGES } from './lib/stale-builds.mjs';

/** The phones' goals (docs/performance.md, Phones: Lighthouse's mobile profile). */
const GOALS = {
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  score: 0.9,
};
const PASSWORD = 'CareDemo#2026';
/** Names each origin of the composed site by its package. */
const PACKAGE_OF_PORT = Object.fromEntries(
  Object.entries(PORTS).map(([name, port]) => [String(port), name.replace('_', '-')]),
);

/**
 * The pages: `path` is opened, `person` signs in first (none: a cold load, signed out), `heading` is the page's
 * `main h1` (a pattern), `form` says the page is the login form itself.
 */
const PAGES = {
  login: { path: '/auth/login', person: null, heading: /^sign in$/i, form: true },
  people: { path: '/people', person: 'caregiver@care.test', heading: /people i care for/i },
  clock: { path: '/clock/1', person: 'user@care.test', heading: /clock/i },
  admin: { path: '/admin-dashboard', person: 'admin@care.test', heading: /^admin dashboard$/i },
  picturebook: { path: '/picturebook/1', person: 'user@care.test', heading: /^picture book$/i },
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    json: { type: 'string' },
    diagnostics: { type: 'boolean', default: false },
    /** How long Lighthouse waits for a load to settle before it ends the trace (its default, 45 s). */
    'max-wait-ms': { type: 'string', default: '45000' },
  },
});
const RUNS = Number(args.runs);
const names = args.only ? args.only.split(',').map((name) => name.trim()) : Object.keys(PAGES);
for (const name of names)
  if (!PAGES[name])
    throw new Error(`unknown page "${name}": one of ${Object.keys(PAGES).join(', ')}`);
if (!(RUNS >= 1)) throw new Error('--runs must be at least 1');

const print = (line = '') => process.stdout.write(`${line}\n`);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
const sec = (n) => `${(n / 1000).toFixed(2)} s`;
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const missing = APP_PACKAGES.filter((pkg) => !fs.existsSync(path.join(ROOT, pkg, 'dist')));
if (missing.length) {
  print(`No production build of ${missing.join(', ')}: run \`pnpm build\` first.`);
  process.exit(1);
}

/** Signs in through the login form as `email`; resolves once the app has left the login page. */
async function signIn(page, email) {
  await page.goto(`${SITE_URL}/auth/login`, { waitUntil: 'load' });
  await page.locator('main form input[autocomplete="username"]').fill(email);
  await page.locator('main form input[type="password"]').fill(PASSWORD);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForFunction(() => !window.location.pathname.startsWith('/auth/login'), {
    timeout: 30000,
  });
}

/** What the page shows now: its path, its `main h1` and whether a login form is on it (waits for the heading). */
async function shown(page) {
  await page.waitForSelector('main h1', { timeout: 30000 }).catch(() => undefined);
  return page.evaluate(() => ({
    path: window.location.pathname,
    heading: document.querySelector('main h1')?.textContent?.trim() ?? null,
    loginForm: Boolean(document.querySelector('input[type="password"]')),
  }));
}

/** Fails unless the page shows what `spec` says it should. */
function checkShown(name, spec, seen) {
  const wrong = [];
  if (seen.path !== spec.path) wrong.push(`its path is ${seen.path}`);
  if (seen.heading === null) wrong.push('it has no main heading');
  else if (!spec.heading.test(seen.heading)) wrong.push(`its heading is "${seen.heading}"`);
  if (!spec.form && seen.loginForm) wrong.push('it shows the login form');
  if (spec.form && !seen.loginForm) wrong.push('it shows no login form');
  if (wrong.length)
    throw new Error(`${name}: not the page to measure (${spec.path}): ${wrong.join(', ')}`);
}

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const audits = lhr.audits;
  const scripts = (audits['network-requests'].details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    score: lhr.categories.performance.score,
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsBytes: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    jsTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    jsEvalMs: audits['bootup-time'].numericValue,
  };
}

/** One Lighthouse run of a page, in a fresh browser context; returns its report. */
async function measure(browser, name) {
  const spec = PAGES[name];
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const url = `${SITE_URL}${spec.path}`;
    const flags = {
      onlyCategories: ['performance'],
      logLevel: 'error',
      maxWaitForLoad: Number(args['max-wait-ms']),
    };
    const flow = await startFlow(page, { flags });
    if (spec.person) {
      await signIn(page, spec.person);
      // A returning user: the page has been open before, so the cache holds its code.
      // The page's live channel stays open and some pages poll: once its heading shows, a second of at most two
      // requests in flight (or 10 s) is enough for its code and pictures to be in the cache.
      await page.goto(url, { waitUntil: 'load' });
      checkShown(name, spec, await shown(page));
      await page
        .waitForNetworkIdle({ idleTime: 1000, concurrency: 2, timeout: 10000 })
        .catch(() => undefined);
      await flow.navigate(url, { disableStorageReset: true });
    } else {
      await flow.navigate(url, { disableStorageReset: false });
    }
    const seen = await shown(page);
    checkShown(name, spec, seen);
    const { steps } = await flow.createFlowResult();
    const { lhr } = steps[steps.length - 1];
    if (lhr.runtimeError) throw new Error(`${name}: Lighthouse: ${lhr.runtimeError.message}`);
    return { lhr, seen };
  } finally {
    await context.close();
  }
}

/** The run whose score is nearest the median score. */
function medianRun(lhrs) {
  const target = median(lhrs.map((lhr) => lhr.categories.performance.score));
  return lhrs.reduce((best, lhr) =>
    Math.abs(lhr.categories.performance.score - target) <
    Math.abs(best.categories.performance.score - target)
      ? lhr
      : best,
  );
}

/** Lighthouse's own view of what made a page slow or unsteady. */
function printDiagnostics(name, lhr) {
  const audits = lhr.audits;
  const items = (id) => audits[id]?.details?.items ?? [];
  /** A URL as the package that serves it and its path (`mfe-care /123.js`). */
  const short = (url) => {
    const match = /^https?:\/\/(?:localhost|127\.0\.0\.1):(\d+)(.*)$/.exec(String(url));
    return match ? `${PACKAGE_OF_PORT[match[1]] ?? match[1]} ${match[2]}` : String(url);
  };
  /** An element as Lighthouse names it: its label (one line, cut short) and its selector. */
  const element = (node) =>
    node
      ? `"${String(node.nodeLabel ?? '')
          .replace(/\s+/g, ' ')
          .slice(0, 60)}" ${node.selector ?? node.snippet ?? ''}`
      : '';
  print(`\n${name} (${PAGES[name].path}), the run nearest the median score`);
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of lcpElement) {
    for (const item of table.items ?? []) {
      if (item.node) print(`  LCP element: ${element(item.node)}`);
      if (item.phase) print(`    ${item.phase}: ${ms(item.timing)} (${item.percent})`);
    }
  }
  const tasks = items('long-tasks').slice(0, 5);
  print(`  long tasks: ${tasks.length ? '' : 'none'}`);
  for (const task of tasks)
    print(`    ${ms(task.duration)} at ${ms(task.startTime)}  ${short(task.url)}`);
  const shifts = items('layout-shifts').slice(0, 5);
  print(`  layout shifts: ${shifts.length ? '' : 'none'}`);
  for (const shift of shifts) {
    const causes = (shift.subItems?.items ?? []).map(
      (cause) =>
        `${cause.cause}${cause.extra?.type === 'node' ? ` ${element(cause.extra)}` : cause.extra ? ` ${short(cause.extra.value)}` : ''}`,
    );
    print(
      `    ${Number(shift.score).toFixed(4)}  ${element(shift.node)}` +
        `${causes.length ? `  causes: ${causes.join('; ')}` : ''}`,
    );
  }
  print('  scripts by evaluation time (bootup-time):');
  for (const item of items('bootup-time').slice(0, 5))
    print(
      `    ${ms(item.total).padStart(7)} total, ${ms(item.scripting).padStart(7)} script  ${short(item.url)}`,
    );
  const byPackage = {};
  for (const item of items('network-requests').filter((i) => i.resourceType === 'Script')) {
    const pkg = short(item.url).split(' ')[0];
    byPackage[pkg] = (byPackage[pkg] ?? 0) + (item.resourceSize ?? 0);
  }
  print(
    `  JS ran by package: ${Object.entries(byPackage)
      .sort((a, b) => b[1] - a[1])
      .map(([pkg, bytes]) => `${pkg} ${kb(bytes)}`)
      .join(', ')}`,
  );
  const inFlight = items('network-requests').filter((item) => item.finished === false);
  print(
    `  requests still in flight at the end: ${inFlight.map((item) => `${item.resourceType ?? ''} ${short(item.url)}`).join(', ') || 'none'}`,
  );
  const chains = audits['critical-request-chains']?.details;
  if (chains?.longestChain)
    print(
      `  longest critical request chain: ${chains.longestChain.length} requests, ` +
        `${ms(chains.longestChain.duration)}, ${kb(chains.longestChain.transferSize)}`,
    );
  const opportunities = Object.values(audits)
    .filter((audit) => audit.details?.type === 'opportunity' && audit.score !== null)
    .filter((audit) => (audit.metricSavings?.LCP ?? 0) > 0 || (audit.metricSavings?.FCP ?? 0) > 0)
    .sort((a, b) => (b.metricSavings?.LCP ?? 0) - (a.metricSavings?.LCP ?? 0));
  print(`  opportunities: ${opportunities.length ? '' : 'none'}`);
  for (const audit of opportunities.slice(0, 5))
    print(
      `    ${audit.title}: ${audit.displayValue ?? ''} (LCP −${ms(audit.metricSavings?.LCP ?? 0)}, ` +
        `FCP −${ms(audit.metricSavings?.FCP ?? 0)})`,
    );
}

const loadAtStart = load();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'care-lighthouse-'));
let stack;
let browser;
let stopping;
const stop = () =>
  (stopping ??= (async () => {
    await browser?.close().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true, maxRetries: 5 });
  })());
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping the product...\n`);
    void stop().finally(() => process.exit(130));
  });

try {
  stack = await startStack({
    dataDir: path.join(work, 'data'),
    env: { NODE_ENV: 'test' },
    log: 'ignore',
  });
  browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const results = {};
  const reports = {};
  /** Each page's heading as measured: it proves which page the figures are of. */
  const headings = {};
  for (const name of names) {
    reports[name] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      process.stderr.write(`\r${name}: run ${run} of ${RUNS}   `);
      const { lhr, seen } = await measure(browser, name);
      reports[name].push(lhr);
      headings[name] = seen.heading;
    }
    process.stderr.write('\n');
    const runs = reports[name].map(figures);
    results[name] = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((figure) => figure[key]))]),
    );
  }
  const loadAtEnd = load();

  print(
    `\nLighthouse ${reports[names[0]][0].lighthouseVersion}, mobile profile (simulated slow 4G, 4x CPU), ` +
      `${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`}, ${os.cpus().length} cores`,
  );
  print(
    `${'page'.padEnd(34)}${'score'.padStart(6)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}` +
      `${'CLS'.padStart(8)}${'JS ran'.padStart(10)}${'JS fetched'.padStart(12)}${'JS eval'.padStart(9)}`,
  );
  for (const name of names) {
    const r = results[name];
    const label = `${name} ${PAGES[name].path} ${PAGES[name].person ? 'warm' : 'cold'}`;
    print(
      `${label.padEnd(34)}${r.score.toFixed(2).padStart(6)}${sec(r.fcp).padStart(9)}${sec(r.lcp).padStart(9)}` +
        `${ms(r.tbt).padStart(9)}${r.cls.toFixed(3).padStart(8)}${kb(r.jsBytes).padStart(10)}` +
        `${kb(r.jsTransfer).padStart(12)}${ms(r.jsEvalMs).padStart(9)}`,
    );
  }
  print(
    '  JS ran: the script responses decoded; JS fetched: their transfer bytes (compressed, as served; cache hits ~0);',
  );
  print(
    '  JS eval: script evaluation and parsing on the main thread (bootup-time), simulated 4x CPU',
  );
  print(
    `  each page checked after its load (path, main heading, no login form): ${names
      .map((name) => `${name} "${headings[name]}"`)
      .join(', ')}`,
  );

  print(
    `\nGoals (docs/performance.md, Phones): LCP ≤ ${sec(GOALS.lcpMs)}, TBT ≤ ${ms(GOALS.tbtMs)}, ` +
      `CLS ≤ ${GOALS.cls}, score ≥ ${GOALS.score.toFixed(2)}`,
  );
  const verdict = (ok) => (ok ? 'met    ' : 'NOT met');
  print(`${'page'.padEnd(14)}${'LCP'.padEnd(9)}${'TBT'.padEnd(9)}${'CLS'.padEnd(9)}score`);
  for (const name of names) {
    const r = results[name];
    print(
      `${name.padEnd(14)}${verdict(r.lcp <= GOALS.lcpMs)}  ${verdict(r.tbt <= GOALS.tbtMs)}  ` +
        `${verdict(r.cls <= GOALS.cls)}  ${verdict(r.score >= GOALS.score)}`,
    );
  }
  const warnings = names.flatMap((name) =>
    [...new Set(reports[name].flatMap((lhr) => lhr.runWarnings ?? []))].map(
      (warning) => `  ${name}: ${warning}`,
    ),
  );
  if (warnings.length) print(`\nLighthouse's warnings:\n${warnings.join('\n')}`);
  print(`\nLoad average (1, 5, 15 min): at start ${loadAtStart}, at end ${loadAtEnd}`);

  if (args.diagnostics) for (const name of names) printDiagnostics(name, medianRun(reports[name]));
  if (args.json) {
    fs.writeFileSync(
      args.json,
      `${JSON.stringify({ runs: RUNS, loadAtStart, loadAtEnd, goals: GOALS, medians: results }, null, 2)}\n`,
    );
    print(`\nMedians written to ${args.json}`);
  }
} finally {
  await stop();
}
