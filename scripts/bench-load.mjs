// Load benchmark of the live channel (docs/live-channel.md), run on demand, never in the test command. It starts the
// cluster's servers (`npm run cluster`'s parts but the web apps and the voice gateway: PostgreSQL, Redis, the
// object store, three API instances behind nginx on :4000), so run it with nothing else on the fixed ports:
// `node scripts/bench-load.mjs --kiosks 1000`.
//
//   node scripts/bench-load.mjs [--kiosks 1000] [--seconds 60] [--speed 10] [--writes-per-second 5]
//                               [--only one|cluster] [--pin] [--trace]
//
// Two phases in one run: every kiosk against one instance (:4011 directly), then against the cluster (nginx on
// :4000, the writers on :4012 so that most events cross instances). A simulated kiosk signs in (POST
// /kiosk-auth/) and fetches its CSRF token (GET /api/csrf/: bound to its session, for its report pings), opens the
// channel (GET /api/events/) and keeps the real cadence of the kiosk's requests with the
// channel up, read from the code (shared/src/lib/constants.ts, the clock's refresh.ts): heartbeat, report ping,
// token refresh and the fallback polls, each interval divided by --speed (time compressed: at 10, a 15-minute poll
// comes every 90 s). Writers send messages to random kiosks' people and mark their doses, half each: every bench
// person takes one tablet, due at the next hour but one (so it may be marked taken now, and the missed-dose sweep
// leaves it alone during the run); a mark toggles it taken ↔ not marked (the API's 'pending', a staff
// correction), each an event on the channel. Each kiosk has its own
// loopback address (127.1.x.y): the rate limits key on the client's address, and ephemeral ports last longer.
//
// Printed: per endpoint, requests per second, p50/p95/p99 and errors; every call but sign-in, stream and CSRF
// together, and when those over 100 ms started (by second: spread out, or bunched); the event latency (write → `change` at the
// kiosk) p50/p99; the memory per open stream (the instances' resident memory before and after); the database's
// connections and busiest statements; and the requests per kiosk per minute before (polling) and after (channel).
// Over the measured part of each phase (after every stream is open): the generator's event-loop delay (how late
// its timers and sockets' callbacks ran: a late generator adds its lag to every latency it measures) and its CPU,
// each server process's CPU (PostgreSQL, Redis, nginx, each instance, the object store) and each core's busy time
// (/proc/stat: every process on it, other people's too); each instance's event-loop delay, collections and calls
// over 100 ms (from its metrics: its own clock, without nginx or the generator), and those calls by route.
//
// --pin (off by default; Linux, two cores or more): the servers on one side, the generator on the other, so that
// the figures are the servers' own. The script sets its own affinity to the stack's cores (every core it may use
// but the first) with `taskset` before it starts the cluster, so that every server process and every thread they
// start later inherits it, then moves itself, every thread, to the first core. It prints the cores each side got
// and checks every server process's.
//
// --trace: what happened on the servers in the seconds whose calls were slowest: the instances run with --trace-gc
// (their output in the data folder), PostgreSQL logs statements over 100 ms, checkpoints and autovacuum runs;
// for each of those seconds the run prints the garbage collections of 10 ms or more and those log lines.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CLUSTER_PORTS, startCluster } from './lib/cluster.mjs';
import { ROOT } from './lib/stack.mjs';

const require = createRequire(path.join(ROOT, 'api', 'package.json'));
const pg = require('pg');

const { values: args } = parseArgs({
  options: {
    kiosks: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    speed: { type: 'string', default: '10' },
    'writes-per-second': { type: 'string', default: '5' },
    only: { type: 'string' },
    dir: { type: 'string' },
    pin: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
  },
});
const KIOSKS = Number(args.kiosks);
const SECONDS = Number(args.seconds);
const SPEED = Number(args.speed);
const WRITES_PER_SECOND = Number(args['writes-per-second']);
const BALANCER = 4000;
/** The bench people's zone (their tablet's due time is a wall-clock time there). */
const BENCH_ZONE = 'Europe/London';
const print = (line = '') => process.stdout.write(`${line}\n`);

// ---- The kiosk's cadence, from the code --------------------------------------------------------------------
function constant(file, name) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const m = new RegExp(`${name}\\s*=\\s*([^;]+);`).exec(text);
  if (!m) throw new Error(`${name} not found in ${file}`);
  // The constants are arithmetic on numbers (60_000, 5 * 60_000): evaluate them as such.
  const expr = m[1].replace(/_/g, '').trim();
  if (!/^[\d\s*+()]+$/.test(expr)) throw new Error(`${name} is not a plain number: ${m[1]}`);
  return Function(`return (${expr})`)();
}
const C = {
  heartbeat: constant('shared/src/lib/constants.ts', 'HEARTBEAT_INTERVAL_MS'),
  report: constant('shared/src/lib/constants.ts', 'KIOSK_REPORT_INTERVAL_MS'),
  refreshCheck: constant('shared/src/lib/constants.ts', 'TOKEN_REFRESH_CHECK_INTERVAL_MS'),
  clock: constant('mfe-care/src/features/clock/api/refresh.ts', 'CLOCK_REFETCH_MS'),
  clockSlow: constant('mfe-care/src/features/clock/api/refresh.ts', 'CLOCK_SLOW_REFETCH_MS'),
  liveFallback: constant('shared/src/live/live-store.ts', 'LIVE_FALLBACK_POLL_MS'),
  accessTtl: 300_000,
};
const perMinute = (ms) => 60_000 / ms;
function cadence() {
  // Before: messages and doses every minute, appointments, pictures and contacts every 5 minutes, the
  // heartbeat, the report ping and a token refresh at each check that finds the token near expiry.
  const before =
    2 * perMinute(C.clock) +
    3 * perMinute(C.clockSlow) +
    perMinute(C.heartbeat) +
    perMinute(C.report) +
    perMinute(C.refreshCheck);
  // After: the four clock queries at the fallback interval, contacts as before (no events), the same
  // heartbeat and report, one refresh and one stream reconnect per access token lifetime.
  const after =
    4 * perMinute(Math.max(C.clock, C.liveFallback)) +
    perMinute(C.clockSlow) +
    perMinute(C.heartbeat) +
    perMinute(C.report) +
    2 * perMinute(C.accessTtl);
  return { before, after };
}

// ---- Measuring ---------------------------------------------------------------------------------------------
class Stats {
  constructor() {
    this.byEndpoint = new Map();
    this.latency = [];
    /** When each call slower than 100 ms started (performance.now()): spread out, or bunched in stalls. */
    this.slowStarts = [];
  }
  /** `ok` false: an error, counted by `why` (the status code, or the network error's code). */
  add(endpoint, ms, ok, why = 'error') {
    let e = this.byEndpoint.get(endpoint);
    if (!e) this.byEndpoint.set(endpoint, (e = { times: [], errors: 0, why: new Map() }));
    e.times.push(ms);
    if (ms > 100 && !/kiosk-auth|events|csrf/.test(endpoint))
      this.slowStarts.push(performance.now() - ms);
    if (ok) return;
    e.errors += 1;
    e.why.set(why, (e.why.get(why) ?? 0) + 1);
  }
}
const pct = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');

let addressCounter = 0;
/** A loopback address of its own for each simulated client (127.1.0.1, 127.1.0.2, …). */
function nextAddress() {
  addressCounter += 1;
  return `127.${1 + Math.floor(addressCounter / 65024)}.${Math.floor((addressCounter % 65024) / 254)}.${(addressCounter % 254) + 1}`;
}

/**
 * The double-submit CSRF token (GET /api/csrf/) a session's unsafe calls carry, as the browser's do: fetched with
 * the session's bearer token, so it is bound to that session (docs/security.md); a kiosk's and the writers' each.
 */
async function fetchCsrf(stats, { port, token, from }) {
  const r = await request(stats, { port, method: 'GET', path: '/csrf/', token, from });
  return r.json?.csrfToken ?? null;
}

function request(stats, { port, method, path: p, endpoint, token, csrf, body, from }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api${p}`,
        localAddress: from,
        agent: false,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
          ...(data && csrf ? { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ok = res.statusCode < 400;
          stats?.add(endpoint ?? `${method} ${p}`, performance.now() - started, ok, res.statusCode);
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString() || 'null');
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode, json });
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', (err) => {
      stats?.add(
        endpoint ?? `${method} ${p}`,
        performance.now() - started,
        false,
        err.code ?? err.message,
      );
      resolve({ status: 0, json: null });
    });
    if (data) req.write(data);
    req.end();
  });
}

/** One simulated kiosk: signs in, holds the channel, keeps the compressed cadence; reports events heard. */
class Kiosk {
  constructor({ port, device, secret, person, stats, onChange }) {
    Object.assign(this, { port, device, secret, person, stats, onChange });
    this.from = nextAddress();
    this.timers = [];
    this.lastId = null;
    this.stream = null;
    this.live = false;
    this.backoff = 2000;
    this.stopped = false;
  }
  call(method, p, endpoint, body) {
    return request(this.stats, {
      port: this.port,
      method,
      path: p,
      endpoint,
      token: this.access,
      csrf: this.csrf,
      body,
      from: this.from,
    });
  }
  async signIn() {
    const r = await request(this.stats, {
      port: this.port,
      method: 'POST',
      path: '/kiosk-auth/',
      body: { device_id: this.device, kiosk_secret: this.secret },
      from: this.from,
    });
    if (r.status !== 200) throw new Error(`kiosk-auth ${r.status}`);
    this.access = r.json.access;
    this.refresh = r.json.refresh;
    this.csrf = await fetchCsrf(this.stats, {
      port: this.port,
      token: this.access,
      from: this.from,
    });
  }
  async refreshToken() {
    const r = await this.call('POST', '/auth/token/refresh/', 'POST /auth/token/refresh/', {
      refresh: this.refresh,
    });
    if (r.status === 200) {
      this.access = r.json.access;
      if (r.json.refresh) this.refresh = r.json.refresh;
    }
  }
  open() {
    if (this.stopped) return;
    const req = http.get({
      host: '127.0.0.1',
      port: this.port,
      path: '/api/events/',
      localAddress: this.from,
      agent: false,
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${this.access}`,
        ...(this.lastId ? { 'last-event-id': this.lastId } : {}),
      },
    });
    const started = performance.now();
    this.stream = req;
    req.on('response', (res) => {
      this.stats.add(
        'GET /events/ (open)',
        performance.now() - started,
        res.statusCode === 200,
        res.statusCode,
      );
      if (res.statusCode !== 200) {
        res.resume();
        this.retry();
        return;
      }
      let buf = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buf += chunk;
        let cut;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const event = /^event: (\w+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id) this.lastId = id;
          if (event === 'ready') {
            this.live = true;
            this.backoff = 2000;
          }
          if (event === 'change' && data) this.onChange(JSON.parse(data), this);
        }
      });
      res.on('close', () => this.retry());
    });
    req.on('error', () => this.retry());
  }
  retry() {
    this.live = false;
    if (this.stopped) return;
    // Expired token or dropped stream: a fresh token, then the stream again from the last id, after the live
    // channel's pause (shared/src/live/live-channel.ts: 2 s doubling to a minute, between half and all of it).
    const pause = this.backoff / 2 + (Math.random() * this.backoff) / 2;
    this.backoff = Math.min(this.backoff * 2, 60_000);
    setTimeout(() => void this.refreshToken().then(() => this.open()), pause).unref();
  }
  every(ms, fn) {
    // Spread over the interval so that kiosks do not beat in step.
    const first = setTimeout(() => {
      fn();
      this.timers.push(setInterval(fn, ms));
    }, Math.random() * ms);
    this.timers.push(first);
  }
  start() {
    const p = this.person;
    this.every(C.heartbeat / SPEED, () => void this.call('GET', '/auth/ping/', 'GET /auth/ping/'));
    this.every(
      C.report / SPEED,
      () =>
        void this.call('POST', '/auth/ping/', 'POST /auth/ping/ (report)', {
          device_id: this.device,
          is_kiosk: true,
        }),
    );
    const fallback = Math.max(C.clock, C.liveFallback) / SPEED;
    this.every(
      fallback,
      () => void this.call('GET', `/messages/${p}/all/`, 'GET /messages/{id}/all/'),
    );
    this.every(
      fallback,
      () => void this.call('GET', `/users/${p}/doses/`, 'GET /users/{id}/doses/'),
    );
    this.every(
      fallback,
      () => void this.call('GET', `/users/${p}/appointments/`, 'GET /users/{id}/appointments/'),
    );
    this.every(
      fallback,
      () => void this.call('GET', `/users/${p}/picturebook/`, 'GET /users/{id}/picturebook/'),
    );
    this.every(
      C.clockSlow / SPEED,
      () =>
        void this.call(
          'GET',
          `/users/${p}/emergency-contacts/`,
          'GET /users/{id}/emergency-contacts/',
        ),
    );
    this.every(C.refreshCheck / SPEED, () => void this.refreshToken());
  }
  stop() {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.stream?.destroy();
  }
}

// ---- Cores and CPU (Linux: taskset, /proc) -----------------------------------------------------------------
/** "0-2,5" → [0, 1, 2, 5] */
function coreList(list) {
  return list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    return Array.from({ length: to - from + 1 }, (_, k) => from + k);
  });
}
function coresOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return coreList(/^Cpus_allowed_list:\s*(\S+)$/m.exec(status)[1]);
}
/** Every thread of the process (`-a`) on `cores`; threads and children it starts later inherit it. */
function pinTo(pid, cores) {
  execFileSync('taskset', ['-a', '-p', '-c', cores.join(','), String(pid)], { stdio: 'ignore' });
}
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** Each process's command name, parent and CPU time so far (user + system, seconds); gone processes skipped. */
function processTable() {
  const table = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (comm) state ppid … utime stime: the command name may hold spaces and parentheses.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    table.set(Number(name), {
      comm: stat.slice(stat.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    });
  }
  return table;
}
/** The processes started under `root` (children, theirs, …), with their CPU time so far. */
function descendants(root) {
  const table = processTable();
  const children = new Map();
  for (const [pid, p] of table) {
    if (!children.has(p.ppid)) children.set(p.ppid, []);
    children.get(p.ppid).push(pid);
  }
  const found = new Map();
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift();
    found.set(pid, table.get(pid));
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}
/** Each core's busy and total time (/proc/stat, in ticks). */
function coreTimes() {
  const cores = new Map();
  for (const line of fs.readFileSync('/proc/stat', 'utf8').split('\n')) {
    const m = /^cpu(\d+) (.*)$/.exec(line);
    if (!m) continue;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = m[2].split(' ').map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    cores.set(Number(m[1]), { busy, total: busy + idle + iowait });
  }
  return cores;
}

/**
 * Measures the generator and the servers from now until `stop()`: the generator's event-loop delay (beyond the
 * sampling timer's own 10 ms) and CPU, each server process's CPU (grouped: `names` labels the instances and the
 * object store by pid; the rest by command name), each core's busy share.
 */
function startUsage(names) {
  const resolution = 10;
  const loop = monitorEventLoopDelay({ resolution });
  loop.enable();
  const wall0 = performance.now();
  const cpu0 = process.cpuUsage();
  const procs0 = descendants(process.pid);
  const cores0 = coreTimes();
  return () => {
    loop.disable();
    const wall = (performance.now() - wall0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const late = (q) =>
      Math.max(0, (q === 'max' ? loop.max : loop.percentile(q)) / 1e6 - resolution);
    const procs = descendants(process.pid);
    const groups = new Map();
    for (const [pid, p] of procs) {
      // A process started during the measure (a database backend) counts from zero.
      const used = p.cpu - (procs0.get(pid)?.cpu ?? 0);
      const name = names.get(pid) ?? p.comm;
      const g = groups.get(name) ?? { cpu: 0, n: 0 };
      groups.set(name, { cpu: g.cpu + used, n: g.n + 1 });
    }
    const cores1 = coreTimes();
    return {
      wall,
      loop: { p50: late(50), p99: late(99), max: late('max') },
      generator: (cpu.user + cpu.system) / 1e6 / wall,
      stack: [...groups]
        .map(([name, g]) => ({ name, n: g.n, share: g.cpu / wall }))
        .sort((a, b) => b.share - a.share),
      cores: [...cores1].map(([core, t]) => {
        const t0 = cores0.get(core);
        return { core, busy: (t.busy - t0.busy) / Math.max(1, t.total - t0.total) };
      }),
    };
  };
}
const percent = (share) => `${(share * 100).toFixed(0)}%`;
function printUsage(u, { pinned }) {
  print(
    `  generator over the measured ${u.wall.toFixed(0)} s: event-loop delay p50 ${fmt(u.loop.p50)} ms, p99 ${fmt(u.loop.p99)} ms, max ${fmt(u.loop.max)} ms; CPU ${percent(u.generator)} of one core`,
  );
  const total = u.stack.reduce((s, g) => s + g.share, 0);
  print(
    `  servers' CPU (share of one core${pinned ? `, on cores ${pinned.stack.join(',')}` : ''}): ${u.stack
      .filter((g) => g.share >= 0.005)
      .map((g) => `${g.name}${g.n > 1 ? ` ×${g.n}` : ''} ${percent(g.share)}`)
      .join(', ')}; all ${percent(total)}`,
  );
  print(
    `  cores busy (every process on them, other people's too): ${u.cores.map((c) => `cpu${c.core} ${percent(c.busy)}`).join(', ')}`,
  );
}

/** When process `pid` started, in epoch milliseconds (/proc: clock ticks after boot). */
function startedAt(pid) {
  const boot = Number(/^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))[1]);
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return boot * 1000 + (Number(fields[19]) / TICKS_PER_SECOND) * 1000;
}

/**
 * --trace: around each of `seconds` (epoch ms, the slowest seconds' starts), the instances' collections of 10 ms
 * or more (--trace-gc: "[pid:isolate] <ms since start> ms: <kind> … <pause> / <external> ms") and PostgreSQL's
 * log lines (slow statements, checkpoints, autovacuum).
 */
function printTrace({ instanceLog, postgresLog, pids }, seconds) {
  const gcs = [];
  const started = new Map([...pids.keys()].map((pid) => [pid, startedAt(pid)]));
  for (const line of fs.readFileSync(instanceLog, 'utf8').split('\n')) {
    const m =
      /^\[(\d+):\w+\]\s+(\d+) ms: ([A-Za-z-]+(?: \([a-z ]+\))?)[^,]*, ([\d.]+) \/ ([\d.]+) ms/.exec(
        line,
      );
    if (!m || !started.has(Number(m[1]))) continue;
    const pause = Number(m[4]);
    if (pause >= 10)
      gcs.push({
        at: started.get(Number(m[1])) + Number(m[2]),
        who: pids.get(Number(m[1])),
        kind: m[3],
        pause,
      });
  }
  const logged = [];
  for (const line of fs.readFileSync(postgresLog, 'utf8').split('\n')) {
    const m = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+) (\w+)/.exec(line);
    if (m)
      logged.push({
        at: Date.parse(`${m[1].replace(' ', 'T')}Z`),
        text: line.slice(m[0].length + 1, 200),
      });
  }
  print(`  --trace: collections of 10 ms or more over the run: ${gcs.length}`);
  for (const from of seconds) {
    const near = (x) => x.at >= from - 1000 && x.at < from + 2000;
    print(
      `   second from ${new Date(from).toISOString().slice(11, 19)} (1 s before to 1 s after):`,
    );
    for (const g of gcs.filter(near))
      print(`     ${new Date(g.at).toISOString().slice(11, 23)} ${g.who} ${g.kind} ${g.pause} ms`);
    for (const l of logged.filter(near))
      print(`     ${new Date(l.at).toISOString().slice(11, 23)} postgres ${l.text}`);
  }
}

// ---- The run -----------------------------------------------------------------------------------------------
async function metricsOf(i) {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port: CLUSTER_PORTS.metrics[i], path: '/metrics' }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          const samples = [...text.matchAll(/^(\w+)(?:\{([^}]*)\})? (\S+)$/gm)].map((m) => ({
            name: m[1],
            labels: Object.fromEntries(
              [...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]),
            ),
            value: Number(m[3]),
          }));
          const sum = (name, test = () => true) =>
            samples
              .filter((x) => x.name === name && test(x.labels))
              .reduce((t, x) => t + x.value, 0);
          const num = (name) => samples.find((x) => x.name === name)?.value ?? NaN;
          // The calls the goal is about: every route but the sign-in (a deliberately slow hash) and the stream.
          const call = (l) => !['/api/kiosk-auth/', '/api/events/'].includes(l.route);
          const gc = (kind, le) =>
            le === undefined
              ? sum('care_api_nodejs_gc_duration_seconds_count', (l) => l.kind === kind)
              : sum(
                  'care_api_nodejs_gc_duration_seconds_bucket',
                  (l) => l.kind === kind && l.le === le,
                );
          resolve({
            rss: num('care_api_process_resident_memory_bytes'),
            live: num('care_api_live_connections'),
            // Since the previous scrape (prom-client resets it), its 10 ms sampling timer included.
            lag: {
              p99: num('care_api_nodejs_eventloop_lag_p99_seconds'),
              max: num('care_api_nodejs_eventloop_lag_max_seconds'),
            },
            // Cumulative: compared between two scrapes.
            calls: sum('care_api_request_duration_seconds_count', call),
            callsWithin100: sum(
              'care_api_request_duration_seconds_bucket',
              (l) => call(l) && l.le === '0.1',
            ),
            slowByRoute: samples
              .filter(
                (x) => x.name.startsWith('care_api_request_duration_seconds_') && call(x.labels),
              )
              .reduce((m, x) => {
                const key = `${x.labels.method} ${x.labels.route}`;
                const add = x.name.endsWith('_count')
                  ? x.value
                  : x.labels.le === '0.1'
                    ? -x.value
                    : 0;
                return m.set(key, (m.get(key) ?? 0) + add);
              }, new Map()),
            gc: Object.fromEntries(
              ['major', 'minor', 'incremental'].map((kind) => [
                kind,
                {
                  n: gc(kind),
                  seconds: sum('care_api_nodejs_gc_duration_seconds_sum', (l) => l.kind === kind),
                  within100: gc(kind, '0.1'),
                },
              ]),
            ),
          });
        });
      })
      .on('error', () => resolve({ rss: NaN, live: NaN }));
  });
}

async function seedKiosks(db, n) {
  // People with a bound kiosk each (the secret's digest as the API stores it).
  await db.query(
    `INSERT INTO users (email, username, password_hash, display_name, is_active, is_approved, device_id, kiosk_secret)
     SELECT 'bench-' || i || '@care.test', 'bench-' || i, '!', 'Bench ' || i, true, true,
            'bench-device-' || i, 'sha256:' || encode(sha256(convert_to('bench-secret-' || i, 'UTF8')), 'hex')
       FROM generate_series(1, $1) AS i
     ON CONFLICT (email) DO NOTHING`,
    [n],
  );
  // One tablet each, in the person's zone (set here, not left to the API's default), due at the next hour but one:
  // markable taken now (at most 2 hours early), not yet due for the missed-dose sweep.
  const due = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BENCH_ZONE,
  }).format(due);
  await db.query(`UPDATE users SET time_zone = $1 WHERE device_id LIKE 'bench-device-%'`, [
    BENCH_ZONE,
  ]);
  await db.query(
    `INSERT INTO medications (user_id, name, dosage, times, status)
     SELECT id, 'Bench tablet', '1 tablet', '[]', 'active' FROM users u
      WHERE device_id LIKE 'bench-device-%'
        AND NOT EXISTS (SELECT 1 FROM medications m WHERE m.user_id = u.id)`,
  );
  // A reused data directory: today's due time, and no marks left from an earlier run.
  await db.query(
    `UPDATE medications SET times = $1::jsonb
      WHERE user_id IN (SELECT id FROM users WHERE device_id LIKE 'bench-device-%')`,
    [JSON.stringify([time])],
  );
  await db.query(
    `DELETE FROM medication_doses
      WHERE user_id IN (SELECT id FROM users WHERE device_id LIKE 'bench-device-%')`,
  );
  const rows = await db.query(
    `SELECT u.id, u.device_id, m.id AS medication
       FROM users u JOIN medications m ON m.user_id = u.id
      WHERE u.device_id LIKE 'bench-device-%' ORDER BY u.id LIMIT $1`,
    [n],
  );
  return rows.rows.map((r) => ({
    person: r.id,
    device: r.device_id,
    secret: `bench-secret-${r.device_id.slice('bench-device-'.length)}`,
    medication: r.medication,
    dueAt: due.toISOString(),
    taken: false,
  }));
}

async function dbReport(db) {
  const conns = await db.query(
    'SELECT application_name, state, count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() GROUP BY 1, 2 ORDER BY 3 DESC',
  );
  print('  database connections (application, state, count):');
  for (const r of conns.rows) print(`    ${r.application_name || '-'} ${r.state ?? '-'} ${r.n}`);
  try {
    const top = await db.query(
      'SELECT calls, round(total_exec_time)::int AS ms, left(regexp_replace(query, $$\\s+$$, $$ $$, $$g$$), 110) AS q FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 8',
    );
    print('  busiest statements (pg_stat_statements: calls, total ms, statement):');
    for (const r of top.rows) print(`    ${r.calls} ${r.ms} ${r.q}`);
    await db.query('SELECT pg_stat_statements_reset()');
  } catch {
    print(
      '  busiest statements: pg_stat_statements is not loaded; pg_stat_activity samples instead:',
    );
    const counts = new Map();
    for (let i = 0; i < 20; i += 1) {
      const r = await db.query(
        "SELECT left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS q FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid()",
      );
      for (const row of r.rows) counts.set(row.q, (counts.get(row.q) ?? 0) + 1);
      await new Promise((res) => setTimeout(res, 100));
    }
    for (const [q, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 8))
      print(`    ${n} ${q}`);
  }
}

async function phase(
  name,
  { kioskPort, writerPort, instances, people, db, names, pinned, traced },
) {
  // A fresh admin session per phase: an access token lives 5 minutes.
  const login = await request(null, {
    port: writerPort,
    method: 'POST',
    path: '/auth/login/',
    body: { email: 'admin@care.test', password: 'CareDemo#2026' },
    from: nextAddress(),
  });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const admin = { access: login.json.access };
  admin.csrf = await fetchCsrf(null, {
    port: writerPort,
    token: admin.access,
    from: nextAddress(),
  });
  print(
    `\n== ${name}: ${people.length} kiosks on :${kioskPort}, writers on :${writerPort}, ${SECONDS} s at ${SPEED}x ==`,
  );
  const stats = new Stats();
  const sent = new Map();
  const heard = new Map();
  // Dose marks: each write toggles one person's tablet, one event each; the n-th write on a tablet is matched
  // with the n-th event about it (a tablet has one write in flight at most).
  const doseSent = new Map();
  const doseHeard = new Map();
  const push = (map, key, value) => {
    if (map.has(key)) map.get(key).push(value);
    else map.set(key, [value]);
  };
  const onChange = (ev) => {
    if (ev.kind === 'dose') {
      push(doseHeard, ev.payload.medication_id, performance.now());
      return;
    }
    if (ev.kind !== 'message') return;
    // Matched after the run: under load the event can arrive before the writer's response does.
    if (ev.payload.op === 'insert' && !heard.has(ev.payload.id))
      heard.set(ev.payload.id, performance.now());
  };
  const before = await Promise.all(instances.map(metricsOf));
  const kiosks = people.map((p) => new Kiosk({ port: kioskPort, ...p, stats, onChange }));
  // Sign in and connect in waves: a real fleet does not start in the same millisecond either.
  for (let i = 0; i < kiosks.length; i += 100) {
    await Promise.all(kiosks.slice(i, i + 100).map((k) => k.signIn().catch(() => undefined)));
  }
  // Streams open in waves too (500 a second): kiosks reconnecting after an instance restart spread themselves
  // over seconds (the live channel's reconnect pause is jittered), not one tick.
  for (let i = 0; i < kiosks.length; i += 500) {
    for (const k of kiosks.slice(i, i + 500)) if (k.access) k.open();
    await new Promise((r) => setTimeout(r, 1000));
  }
  const deadline = Date.now() + 60_000;
  while (kiosks.filter((k) => k.live).length < kiosks.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
  }
  const connected = kiosks.filter((k) => k.live).length;
  print(`  connected: ${connected} of ${kiosks.length}`);
  const held = await Promise.all(instances.map(metricsOf));
  for (const k of kiosks) k.start();
  const usage = startUsage(names);
  const measuredFrom = performance.now();
  const measuredAt = Date.now();

  const writerFrom = nextAddress();
  const inFlight = new Set();
  let turn = 0;
  const markDose = () => {
    const target = people[Math.floor(Math.random() * people.length)];
    if (inFlight.has(target.medication)) return;
    inFlight.add(target.medication);
    const status = target.taken ? 'pending' : 'taken';
    const t0 = performance.now();
    void request(stats, {
      port: writerPort,
      method: 'POST',
      path: `/users/${target.person}/medications/${target.medication}/status/`,
      endpoint: 'POST /users/{id}/medications/{id}/status/ (writer)',
      token: admin.access,
      csrf: admin.csrf,
      body: { due_at: target.dueAt, status },
      from: writerFrom,
    })
      .then((r) => {
        if (r.status !== 200) return;
        target.taken = status === 'taken';
        push(doseSent, target.medication, t0);
      })
      .finally(() => inFlight.delete(target.medication));
  };
  const writes = setInterval(() => {
    turn += 1;
    if (turn % 2 === 0) {
      markDose();
      return;
    }
    const target = people[Math.floor(Math.random() * people.length)];
    const t0 = performance.now();
    void request(stats, {
      port: writerPort,
      method: 'POST',
      path: '/messages/send/',
      endpoint: 'POST /messages/send/ (writer)',
      token: admin.access,
      csrf: admin.csrf,
      body: { recipient_id: target.person, body: 'Bench message' },
      from: writerFrom,
    }).then((r) => {
      if (r.json?.id) sent.set(r.json.id, t0);
    });
  }, 1000 / WRITES_PER_SECOND);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  clearInterval(writes);
  await new Promise((r) => setTimeout(r, 2000));
  const used = usage();
  const after = await Promise.all(instances.map(metricsOf));
  for (const k of kiosks) k.stop();

  print('  endpoint                                  req/s   p50 ms   p95 ms   p99 ms  errors');
  for (const [ep, e] of [...stats.byEndpoint].sort()) {
    const s = [...e.times].sort((a, b) => a - b);
    print(
      `  ${ep.padEnd(40)} ${fmt(s.length / SECONDS).padStart(6)} ${fmt(pct(s, 50)).padStart(8)} ${fmt(pct(s, 95)).padStart(8)} ${fmt(pct(s, 99)).padStart(8)} ${String(e.errors).padStart(7)}${e.errors > 0 ? ` (${[...e.why].map(([why, n]) => `${why}: ${n}`).join(', ')})` : ''}`,
    );
  }
  // The calls the goal is about, as the instances count them below: not the sign-in, the stream's open, or the
  // CSRF token fetched once after sign-in (all before the measured part).
  const calls = [...stats.byEndpoint]
    .filter(([ep]) => !/kiosk-auth|events|csrf/.test(ep))
    .flatMap(([, e]) => e.times)
    .sort((x, y) => x - y);
  print(
    `  calls (every endpoint above but sign-in, stream and CSRF): n=${calls.length}, p50 ${fmt(pct(calls, 50))} ms, p95 ${fmt(pct(calls, 95))} ms, p99 ${fmt(pct(calls, 99))} ms, over 100 ms ${calls.filter((t) => t > 100).length}`,
  );
  const bySecond = new Map();
  for (const at of stats.slowStarts) {
    const second = Math.floor((at - measuredFrom) / 1000);
    bySecond.set(second, (bySecond.get(second) ?? 0) + 1);
  }
  const worst = [...bySecond].sort((x, y) => y[1] - x[1]);
  print(
    `    calls over 100 ms by the second they started in: ${bySecond.size} seconds of ${SECONDS} had any; the most: ${worst
      .slice(0, 6)
      .map(([second, n]) => `${n} at ${second} s`)
      .join(', ')}`,
  );
  if (traced)
    printTrace(
      traced,
      worst.slice(0, 6).map(([second]) => measuredAt + second * 1000),
    );
  for (const [id, at] of sent) if (heard.has(id)) stats.latency.push(heard.get(id) - at);
  const messageLatency = [...stats.latency].sort((a, b) => a - b);
  const doseLatency = [];
  let dosesSent = 0;
  for (const [medication, times] of doseSent) {
    dosesSent += times.length;
    const arrived = doseHeard.get(medication) ?? [];
    times.forEach((at, i) => {
      if (i < arrived.length) doseLatency.push(arrived[i] - at);
    });
  }
  doseLatency.sort((a, b) => a - b);
  const lat = [...messageLatency, ...doseLatency].sort((a, b) => a - b);
  print(
    `  event latency (write → change at the kiosk): n=${lat.length} of ${sent.size + dosesSent} written, p50 ${fmt(pct(lat, 50))} ms, p99 ${fmt(pct(lat, 99))} ms`,
  );
  print(
    `    messages: n=${messageLatency.length} of ${sent.size}, p50 ${fmt(pct(messageLatency, 50))} ms, p99 ${fmt(pct(messageLatency, 99))} ms; dose marks: n=${doseLatency.length} of ${dosesSent}, p50 ${fmt(pct(doseLatency, 50))} ms, p99 ${fmt(pct(doseLatency, 99))} ms`,
  );
  const rss = (m) => m.reduce((s, x) => s + (Number.isFinite(x.rss) ? x.rss : 0), 0);
  const streams = held.reduce((s, x) => s + (Number.isFinite(x.live) ? x.live : 0), 0);
  const perConn = streams > 0 ? (rss(held) - rss(before)) / streams : NaN;
  print(
    `  open streams (instances' gauge): ${streams}; memory per open stream: ${fmt(perConn / 1024)} KiB (rss ${fmt(rss(before) / 2 ** 20)} → ${fmt(rss(held) / 2 ** 20)} → ${fmt(rss(after) / 2 ** 20)} MiB)`,
  );
  printUsage(used, { pinned });
  instances.forEach((i, k) => {
    const [a, b] = [held[k], after[k]];
    if (!b.gc) return;
    const slow = b.calls - b.callsWithin100 - (a.calls - a.callsWithin100);
    const gcs = ['major', 'minor', 'incremental']
      .map((kind) => {
        const n = b.gc[kind].n - a.gc[kind].n;
        const over = n - (b.gc[kind].within100 - a.gc[kind].within100);
        return `${kind} ${n} (${fmt((b.gc[kind].seconds - a.gc[kind].seconds) * 1000)} ms${over > 0 ? `, ${over} over 100 ms` : ''})`;
      })
      .join(', ');
    print(
      `  API instance ${i + 1}: event-loop delay p99 ${fmt(b.lag.p99 * 1000)} ms, max ${fmt(b.lag.max * 1000)} ms (10 ms timer included); calls over 100 ms inside the instance ${slow} of ${b.calls - a.calls}; GC ${gcs}`,
    );
  });
  const slowRoutes = new Map();
  instances.forEach((_, k) => {
    for (const [route, n] of after[k].slowByRoute ?? [])
      slowRoutes.set(
        route,
        (slowRoutes.get(route) ?? 0) + n - (held[k].slowByRoute?.get(route) ?? 0),
      );
  });
  print(
    `  calls over 100 ms inside the instances, by route: ${[...slowRoutes]
      .filter(([, n]) => n > 0)
      .sort((x, y) => y[1] - x[1])
      .map(([route, n]) => `${route} ${n}`)
      .join(', ')}`,
  );
  await dbReport(db);
  return { connected, latency: lat };
}

async function main() {
  const dir = args.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'care-bench-load-'));
  print(`bench-load: ${KIOSKS} kiosks, cluster data in ${dir}`);
  const { before, after } = cadence();
  print(
    `requests per kiosk per minute: before (polling only) ${before.toFixed(2)}, after (channel + ${C.liveFallback / 60000}-minute fallback) ${after.toFixed(2)}; for 10,000 kiosks ${((before * 10000) / 60).toFixed(0)} → ${((after * 10000) / 60).toFixed(0)} req/s`,
  );
  let pinned = null;
  if (args.pin) {
    const cores = coresOf(process.pid);
    if (cores.length < 2)
      throw new Error(`--pin needs two cores or more; this process may use ${cores}`);
    pinned = { generator: cores.slice(0, 1), stack: cores.slice(1) };
    // The servers inherit the affinity of the process that starts them: this one, for now on the stack's cores.
    pinTo(process.pid, pinned.stack);
  }
  const instanceLog = args.trace ? path.join(dir, 'instances.log') : null;
  const cluster = await startCluster({
    dir,
    log: instanceLog ? fs.openSync(instanceLog, 'a') : 'ignore',
    // The benchmark's kiosks each sign in once per phase from their own address; nothing else changes.
    env: {
      LOG_LEVEL: 'warn',
      DB_POOL_MAX: '20',
    },
    apiOnly: true,
    nodeArgs: instanceLog ? ['--trace-gc'] : [],
  });
  const names = new Map([[cluster.objectStore.child.pid, 'object store']]);
  for (let i = 0; i < cluster.instanceCount; i += 1)
    names.set(cluster.instance(i).pid(), `API instance ${i + 1}`);
  if (pinned) {
    pinTo(process.pid, pinned.generator);
    const servers = descendants(process.pid);
    const astray = [...servers].filter(
      ([pid]) => coresOf(pid).join(',') !== pinned.stack.join(','),
    );
    print(
      `pinned: the generator (pid ${process.pid}) on cores ${coresOf(process.pid).join(',')}; ${servers.size} server processes (${[...new Set([...servers.values()].map((p) => p.comm))].join(', ')}) on cores ${pinned.stack.join(',')}${astray.length > 0 ? `; NOT on them: ${astray.map(([pid, p]) => `${p.comm} ${pid} (${coresOf(pid).join(',')})`).join(', ')}` : ''}`,
    );
  }
  const db = new pg.Pool({ connectionString: cluster.postgresUrl, max: 2 });
  let traced = null;
  if (args.trace) {
    for (const setting of [
      'log_min_duration_statement = 100',
      'log_checkpoints = on',
      'log_autovacuum_min_duration = 0',
    ])
      await db.query(`ALTER SYSTEM SET ${setting}`);
    await db.query('SELECT pg_reload_conf()');
    traced = {
      instanceLog,
      postgresLog: path.join(dir, 'postgres.log'),
      pids: new Map([...names].filter(([, n]) => n.startsWith('API'))),
    };
  }
  try {
    const people = await seedKiosks(db, KIOSKS);
    const all = [0, 1, 2];
    if (args.only !== 'cluster') {
      await phase('one instance', {
        kioskPort: CLUSTER_PORTS.instances[0],
        writerPort: CLUSTER_PORTS.instances[0],
        instances: [0],
        people,
        db,
        names,
        pinned,
        traced,
      });
    }
    if (args.only !== 'one') {
      await phase('three instances behind nginx', {
        kioskPort: BALANCER,
        writerPort: CLUSTER_PORTS.instances[1],
        instances: all,
        people,
        db,
        names,
        pinned,
        traced,
      });
    }
  } finally {
    await db.end();
    await cluster.stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`${err?.stack ?? err}\n`);
    process.exit(1);
  },
);
