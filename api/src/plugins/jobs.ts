import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { Leadership } from '../db/leader';
import type { LockName } from '../db/leader';

/**
 * One periodic task of the API. `everyMs` 0 turns it off (its setting says so, e.g.
 * DOSE_SWEEP_SECONDS=0); it is then listed but never run.
 */
export type Job = {
  everyMs: number;
  /** The first run after start (default: one interval). */
  firstAfterMs?: number;
  /** One run. A failure is logged and counted; the next run comes at the next interval. */
  run(): Promise<void>;
} & (
  | { name: string; leaderOnly: false }
  /** Runs on one instance at a time: the one holding the job's advisory lock (db/leader.ts). */
  | { name: LockName; leaderOnly: true }
);

/** How one run ended, for metrics: its duration and whether it failed. */
export interface JobRun {
  job: string;
  ms: number;
  failed: boolean;
}

export interface RunningJobs {
  /** Whether this instance runs the job: always for an all-instance job, the lock's holder for a leader-only one. */
  leading(name: string): boolean;
  /** Clears every timer, waits for the runs under way, gives leadership back. */
  stop(): Promise<void>;
}

/**
 * Starts `jobs`: each runs every `everyMs` (the first after `firstAfterMs`); runs of one job never overlap on
 * one instance. A leader-only job asks for its lock at each interval and runs only while this instance holds
 * it, so a leader that died is replaced within one interval (db/leader.ts). `report` hears of every run.
 */
export function startJobs(
  jobs: readonly Job[],
  deps: { db: Db; log: FastifyBaseLogger; report?: (run: JobRun) => void },
): RunningJobs {
  const started = jobs
    .filter((job) => job.everyMs > 0)
    .map((job) => {
      const leadership = job.leaderOnly ? new Leadership(deps.db, job.name, deps.log) : null;
      let running: Promise<void> | null = null;
      let stopped = false;
      const once = async (): Promise<void> => {
        if (leadership && !(await leadership.acquire())) return;
        if (stopped) return;
        const t0 = performance.now();
        let failed = false;
        try {
          await job.run();
        } catch (err) {
          failed = true;
          deps.log.error({ err, job: job.name }, 'background job failed');
        }
        deps.report?.({ job: job.name, ms: performance.now() - t0, failed });
      };
      const tick = (): void => {
        if (running || stopped) return;
        running = once()
          .catch((err: unknown) => deps.log.error({ err, job: job.name }, 'background job failed'))
          .finally(() => {
            running = null;
          });
      };
      const timer = setInterval(tick, job.everyMs);
      timer.unref();
      const first = setTimeout(tick, job.firstAfterMs ?? job.everyMs);
      first.unref();
      return {
        name: job.name,
        leading: () => leadership?.leading ?? true,
        async stop() {
          stopped = true;
          clearInterval(timer);
          clearTimeout(first);
          await running;
          await leadership?.release();
        },
      };
    });
  return {
    leading: (name) => started.find((j) => j.name === name)?.leading() ?? false,
    async stop() {
      await Promise.all(started.map((j) => j.stop()));
    },
  };
}

/** `app.jobs`: where every periodic task of the API registers itself while the app is built. */
export interface Jobs {
  add(job: Job): void;
  /** The names of the jobs added, in order. */
  names(): string[];
  /** See `RunningJobs.leading` (false before the app is ready). */
  leading(name: string): boolean;
}

/**
 * The one home of background work: modules and plugins add their jobs (`app.jobs.add`); all start when the app
 * is ready and stop when it closes (before the other close hooks, so a run under way still has the mailer and
 * the database). Runs, failures and the last run's duration are in the metrics, by job.
 */
export default fp(
  (app: FastifyInstance, _opts: unknown, done: () => void) => {
    const jobs: Job[] = [];
    let running: RunningJobs | null = null;
    const { metrics } = app;
    const report = (run: JobRun): void => {
      metrics.jobRuns.inc({ job: run.job });
      if (run.failed) metrics.jobFailures.inc({ job: run.job });
      metrics.jobLastDuration.set({ job: run.job }, run.ms / 1000);
    };
    app.decorate('jobs', {
      add(job: Job) {
        if (jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} added twice`);
        if (running) throw new Error(`job ${job.name} added after the app started`);
        jobs.push(job);
      },
      names: () => jobs.map((j) => j.name),
      leading: (name: string) => running?.leading(name) ?? false,
    } satisfies Jobs);
    app.addHook('onReady', (next) => {
      running = startJobs(jobs, { db: app.db, log: app.log, report });
      next();
    });
    app.addHook('preClose', async () => {
      await running?.stop();
    });
    done();
  },
  { name: 'jobs', dependencies: ['database', 'metrics'] },
);
