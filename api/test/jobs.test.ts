// @engine-sensitive: the leader lock across instances, on a server only.
import type { App } from '../src/app';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { openPostgres } from '../src/db/db';
import type { Db } from '../src/db/db';
import { startJobs } from '../src/plugins/jobs';
import type { RunningJobs } from '../src/plugins/jobs';
import { setup } from './helpers';
import type { Ctx } from './helpers';

/**
 * The one registry of background work (plugins/jobs.ts): every periodic task of the API is added to it, starts
 * when the app is ready, stops when it closes, and is counted in the metrics. Leader-only jobs across instances
 * need the PostgreSQL server: that case is declared when DATABASE_URL is set (the server run of the test command),
 * as in background.test.ts.
 */
const url = process.env.DATABASE_URL;

let ctx: Ctx;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

async function until(
  what: string,
  ok: () => boolean | Promise<boolean>,
  ms: number,
): Promise<void> {
  const t0 = Date.now();
  while (!(await ok())) {
    if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A counter's value for each job, as the metrics hold it. */
async function byJob(app: App, metric: 'jobRuns' | 'jobFailures'): Promise<Record<string, number>> {
  const { values } = await app.metrics[metric].get();
  return Object.fromEntries(values.map((v) => [String(v.labels.job), v.value]));
}

/** The intervals set, and those cleared, while `during` runs. */
async function intervals(
  during: () => Promise<void>,
): Promise<{ set: unknown[]; cleared: unknown[] }> {
  const set: unknown[] = [];
  const cleared: unknown[] = [];
  const { setInterval: realSet, clearInterval: realClear } = globalThis;
  globalThis.setInterval = (...args: Parameters<typeof realSet>) => {
    const timer = realSet(...args);
    set.push(timer);
    return timer;
  };
  globalThis.clearInterval = (timer: Parameters<typeof realClear>[0]) => {
    cleared.push(timer);
    realClear(timer);
  };
  try {
    await during();
  } finally {
    globalThis.setInterval = realSet;
    globalThis.clearInterval = realClear;
  }
  return { set, cleared };
}

describe('the jobs registry', () => {
  test('starts every job of the API when the app is ready, not before, and leaves no timer when it closes', async () => {
    const cfg: AppConfig = {
      ...ctx.cfg,
      doseSweepSeconds: 1,
      retention: { ...ctx.cfg.retention, everySeconds: 1 },
      // A relay that is never reached: the outbox is empty, so a delivery round only looks.
      smtp: { host: '127.0.0.1', port: 9, secure: false, user: null, password: null },
    };
    const app = await buildApp(ctx.db, cfg);
    let probeRuns = 0;
    app.jobs.add({
      name: 'probe',
      leaderOnly: false,
      everyMs: 40,
      firstAfterMs: 0,
      run: () => {
        probeRuns += 1;
        return Promise.resolve();
      },
    });
    // Every periodic task of the API is in the registry: the outbox (a plugin's), retention and the sweep (modules').
    expect([...app.jobs.names()].sort()).toEqual(['doseSweep', 'outbox', 'probe', 'retention']);
    await pause(150);
    expect(probeRuns).toBe(0);

    const started = await intervals(async () => {
      await app.ready();
    });
    // The outbox's first round comes after its 30 s interval: it is started, not yet run.
    expect(started.set).toHaveLength(4);
    await until(
      'the sweep, retention and the probe ran',
      async () => {
        const runs = await byJob(app, 'jobRuns');
        return ['doseSweep', 'retention', 'probe'].every((job) => (runs[job] ?? 0) >= 1);
      },
      5_000,
    );
    expect(app.jobs.leading('doseSweep')).toBe(true);

    const closed = await intervals(() => app.close());
    expect(closed.cleared).toEqual(expect.arrayContaining(started.set));
    const after = probeRuns;
    await pause(200);
    expect(probeRuns).toBe(after);
    expect(app.jobs.leading('doseSweep')).toBe(false);
  });

  test('close waits for a run under way', async () => {
    const app = await buildApp(ctx.db, ctx.cfg);
    let release = (): void => undefined;
    let finished = false;
    app.jobs.add({
      name: 'slow',
      leaderOnly: false,
      everyMs: 1_000,
      firstAfterMs: 0,
      run: async () => {
        await new Promise<void>((r) => (release = r));
        finished = true;
      },
    });
    await app.ready();
    await pause(50);
    const closing = app.close();
    await pause(50);
    expect(finished).toBe(false);
    release();
    await closing;
    expect(finished).toBe(true);
  });

  test('a failed run is counted in the metrics and the job goes on', async () => {
    const app = await buildApp(ctx.db, ctx.cfg);
    let calls = 0;
    app.jobs.add({
      name: 'flaky',
      leaderOnly: false,
      everyMs: 40,
      firstAfterMs: 0,
      run: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('first run fails')) : Promise.resolve();
      },
    });
    await app.ready();
    await until('three runs', async () => ((await byJob(app, 'jobRuns')).flaky ?? 0) >= 3, 5_000);
    await app.close();
    const runs = (await byJob(app, 'jobRuns')).flaky ?? 0;
    expect(calls).toBe(runs);
    expect(await byJob(app, 'jobFailures')).toEqual({ flaky: 1 });
    const text = await app.metrics.registry.metrics();
    expect(text).toMatch(/care_api_job_failures_total\{job="flaky"\} 1\b/);
    expect(text).toMatch(/care_api_job_last_duration_seconds\{job="flaky"\} \d/);
  });

  test('a job added after the app started, or twice, is refused', async () => {
    const app = await buildApp(ctx.db, ctx.cfg);
    const job = {
      name: 'once',
      leaderOnly: false as const,
      everyMs: 0,
      run: () => Promise.resolve(),
    };
    app.jobs.add(job);
    expect(() => app.jobs.add(job)).toThrow('job once added twice');
    await app.ready();
    expect(() => app.jobs.add({ ...job, name: 'late' })).toThrow(
      'job late added after the app started',
    );
    await app.close();
  });
});

if (url)
  describe('a leader-only job on three instances of one PostgreSQL server (DATABASE_URL set)', () => {
    let pools: Db[] = [];
    let instances: RunningJobs[] = [];
    afterEach(async () => {
      await Promise.all(instances.map((i) => i.stop()));
      await Promise.all(pools.map((p) => p.close()));
    });

    test('runs on one instance only; when that one stops, another takes over within one interval', async () => {
      const schema =
        (await ctx.db.query<{ s: string }>('SELECT current_schema() AS s'))[0]?.s ?? '';
      pools = [0, 1, 2].map(() => openPostgres(url, { schema }));
      const runs: number[] = [];
      instances = pools.map((db, instance) =>
        startJobs(
          [
            {
              name: 'retention',
              leaderOnly: true,
              everyMs: 200,
              firstAfterMs: 0,
              run: () => {
                runs.push(instance);
                return Promise.resolve();
              },
            },
          ],
          { db, log: ctx.app.log },
        ),
      );
      await until('six runs', () => runs.length >= 6, 10_000);
      expect(new Set(runs).size).toBe(1);
      const leader = runs[0] ?? -1;
      expect(instances.map((i) => i.leading('retention'))).toEqual(
        [0, 1, 2].map((i) => i === leader),
      );

      await instances[leader]?.stop();
      const before = runs.length;
      const stoppedAt = Date.now();
      await until('another instance runs it', () => runs.length > before, 2_000);
      expect(Date.now() - stoppedAt).toBeLessThanOrEqual(200 + 500);
      const after = runs.slice(before);
      expect(after.every((i) => i !== leader)).toBe(true);
      expect(new Set(after).size).toBe(1);
    });
  });
