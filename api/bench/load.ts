/**
 * Load benchmark against a running API on loopback (start it first: `pnpm --filter @care/api start`).
 * Bounded: a fixed number of requests per scenario and a hard time cap; 127.0.0.1 only.
 * Env: BENCH_PORT (4000), BENCH_REQUESTS (400), BENCH_CONCURRENCY (8), BENCH_UPLOADS (20),
 * BENCH_PARALLEL_UPLOADS (5: the uploads running together in the "during uploads" scenario),
 * BENCH_ONLY=writes (only the small-write scenario: what a flushed commit costs).
 * The API's upload rate limit must allow the run (RATE_LIMIT_UPLOAD, e.g. 1000).
 */
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import sharp from 'sharp';

const log = pino({ level: 'info', base: null, timestamp: false });
const BASE = `http://127.0.0.1:${process.env.BENCH_PORT ?? '4000'}/api`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const PARALLEL_UPLOADS = Number(process.env.BENCH_PARALLEL_UPLOADS ?? 5);
/** Each scenario stops after this long, whatever is left. */
const TIME_CAP_MS = 60_000;

interface Result {
  scenario: string;
  requests: number;
  errors: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
}

function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, i)] ?? 0) * 100) / 100;
}

/** `total` requests by `concurrency` workers, or (with `until`) as many as fit until it says stop. */
async function run(
  scenario: string,
  total: number,
  concurrency: number,
  once: () => Promise<boolean>,
  until?: () => boolean,
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const t0 = performance.now();
  const started = Date.now();
  const more = () => (until ? !until() : next < total) && Date.now() - started < TIME_CAP_MS;
  const worker = async (): Promise<void> => {
    while (more()) {
      next += 1;
      const s = performance.now();
      const ok = await once().catch(() => false);
      latencies.push(performance.now() - s);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const secs = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario,
    requests: latencies.length,
    errors,
    rps: Math.round((latencies.length / secs) * 10) / 10,
    p50_ms: pct(latencies, 50),
    p99_ms: pct(latencies, 99),
  };
}

async function main(): Promise<void> {
  const login = await fetch(`${BASE}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.BENCH_EMAIL ?? 'user@care.test',
      password: process.env.BENCH_PASSWORD ?? 'CareDemo#2026',
    }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const { access, user } = (await login.json()) as { access: string; user: { id: number } };
  const auth = { authorization: `Bearer ${access}` };
  // Signed in, the CSRF token must be bound to the session: fetched with the bearer token.
  const csrfRes = await fetch(`${BASE}/csrf/`, { headers: auth });
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };

  // A small acknowledged write (one appointment row), then removed again: commits per second.
  const created: number[] = [];
  const write = async () => {
    const r = await fetch(`${BASE}/users/${user.id}/appointments/`, {
      method: 'POST',
      headers: {
        ...auth,
        'content-type': 'application/json',
        cookie: `csrftoken=${csrfToken}`,
        'x-csrftoken': csrfToken,
      },
      body: JSON.stringify({ title: 'benchmark write', start_time: '2030-01-01T09:00:00Z' }),
    });
    const body = (await r.json()) as { id?: number };
    if (body.id) created.push(body.id);
    return r.status === 201;
  };
  const removeWrites = async () => {
    for (const id of created.splice(0)) {
      await fetch(`${BASE}/appointments/${id}/`, {
        method: 'DELETE',
        headers: { ...auth, cookie: `csrftoken=${csrfToken}`, 'x-csrftoken': csrfToken },
      });
    }
  };
  if (process.env.BENCH_ONLY === 'writes') {
    const r = await run(`POST /api/users/${user.id}/appointments/`, REQUESTS, CONCURRENCY, write);
    await removeWrites();
    log.info(r, `${r.scenario}: ${r.rps} req/s, p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms`);
    return;
  }

  // A valid JPEG just under 5 MB (random pixels compress badly; the height is trimmed until it fits).
  let big = Buffer.alloc(0);
  for (let height = 1800; height > 0; height -= 20) {
    big = await sharp(randomBytes(2200 * height * 3), {
      raw: { width: 2200, height, channels: 3 },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    if (big.length <= 5_242_000) break;
  }
  const uploaded: number[] = [];

  const getMe = async () => {
    const r = await fetch(`${BASE}/users/me/`, { headers: auth });
    await r.arrayBuffer();
    return r.ok;
  };
  const upload = async () => {
    const form = new FormData();
    form.append('image', new Blob([big], { type: 'image/jpeg' }), 'bench.jpg');
    form.append('comment', 'benchmark upload');
    const r = await fetch(`${BASE}/picturebook/${user.id}/`, {
      method: 'POST',
      headers: { ...auth, cookie: `csrftoken=${csrfToken}`, 'x-csrftoken': csrfToken },
      body: form,
    });
    const body = (await r.json()) as { id?: number };
    if (body.id) uploaded.push(body.id);
    return r.status === 201;
  };
  const mib = (big.length / 1048576).toFixed(2);

  const results = [
    await run('GET /api/users/me/', REQUESTS, CONCURRENCY, getMe),
    await run(`GET /api/users/${user.id}/appointments/`, REQUESTS, CONCURRENCY, async () => {
      const r = await fetch(`${BASE}/users/${user.id}/appointments/`, { headers: auth });
      await r.arrayBuffer();
      return r.ok;
    }),
    await run(`POST /api/picturebook/${user.id}/ (${mib} MiB)`, UPLOADS, 2, upload),
  ];

  // The same calls, 2 at a time, with nothing else running: the floor of the next scenario.
  results.push(await run('GET /api/users/me/ (2 at a time)', REQUESTS, 2, getMe));
  // The person at the kiosk while a family uploads: /users/me/ (2 at a time) for as long as
  // PARALLEL_UPLOADS uploads of 5 MB run together, each of them twice.
  let uploading = true;
  const during = run(
    `GET /api/users/me/ during ${PARALLEL_UPLOADS} uploads of ${mib} MiB`,
    0,
    2,
    getMe,
    () => !uploading,
  );
  const uploads = run(
    `POST /api/picturebook/${user.id}/ (${PARALLEL_UPLOADS} at a time)`,
    PARALLEL_UPLOADS * 2,
    PARALLEL_UPLOADS,
    upload,
  ).finally(() => {
    uploading = false;
  });
  results.push(await during, await uploads);

  // Leave the demo picture book as it was.
  for (const id of uploaded) {
    await fetch(`${BASE}/users/${user.id}/picturebook/${id}/`, {
      method: 'DELETE',
      headers: { ...auth, cookie: `csrftoken=${csrfToken}`, 'x-csrftoken': csrfToken },
    });
  }
  for (const r of results)
    log.info(
      r,
      `${r.scenario}: ${r.rps} req/s, p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, errors ${r.errors}`,
    );
}

main().catch((err: unknown) => {
  log.error({ err }, 'benchmark failed (is the API running on 127.0.0.1?)');
  process.exitCode = 1;
});
