import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { outboxDepth } from './mailer';

/** What an instance counts, in Prometheus's terms; one registry per app (tests build many apps). */
export interface Metrics {
  readonly registry: Registry;
  /** Request durations by method, route pattern (never the raw URL: ids would explode it) and status. */
  readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Requests refused with 429, by route pattern. */
  readonly rateLimitRefusals: Counter<'route'>;
  /** Rate-limit store failures (Redis away): the request was served without being counted. */
  readonly rateLimitStoreErrors: Counter;
  /**
   * What browsers reported of remotes they could not load as deployed (retries, fallbacks, failures), by kind and
   * remote ('' when the report names none, e.g. the remotes config itself).
   */
  readonly frontendReports: Counter<'kind' | 'remote'>;
  /** Runs of each background job on this instance (plugins/jobs.ts; a leader-only job runs on its leader only). */
  readonly jobRuns: Counter<'job'>;
  /** Runs of each background job that failed (the job goes on at its next interval). */
  readonly jobFailures: Counter<'job'>;
  /** How long each background job's last run on this instance took. */
  readonly jobLastDuration: Gauge<'job'>;
  /**
   * Adds a gauge read when Prometheus scrapes (outbox depth, pool usage): `read` answers label sets and values.
   * A failed read leaves the gauge empty for that scrape rather than failing the whole scrape.
   */
  gauge(
    name: string,
    help: string,
    labelNames: string[],
    read: () => Promise<{ labels: Record<string, string>; value: number }[]>,
  ): void;
}

function createMetrics(opts: { processMetrics: boolean }): Metrics {
  const registry = new Registry();
  if (opts.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'care_api_' });
  return {
    registry,
    requestDuration: new Histogram({
      name: 'care_api_request_duration_seconds',
      help: 'API request durations by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'care_api_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (429), by route',
      labelNames: ['route'],
      registers: [registry],
    }),
    rateLimitStoreErrors: new Counter({
      name: 'care_api_rate_limit_store_errors_total',
      help: 'Rate-limit checks that could not reach the shared store; the request was served (fail open)',
      registers: [registry],
    }),
    frontendReports: new Counter({
      name: 'care_api_frontend_reports_total',
      help: 'Reports from browsers of remotes not loaded as deployed, by kind and remote',
      labelNames: ['kind', 'remote'],
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'care_api_job_runs_total',
      help: 'Runs of each background job on this instance',
      labelNames: ['job'],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: 'care_api_job_failures_total',
      help: 'Runs of each background job on this instance that failed',
      labelNames: ['job'],
      registers: [registry],
    }),
    jobLastDuration: new Gauge({
      name: 'care_api_job_last_duration_seconds',
      help: "Duration of each background job's last run on this instance",
      labelNames: ['job'],
      registers: [registry],
    }),
    gauge(name, help, labelNames, read) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          try {
            for (const { labels, value } of await read()) this.set(labels, value);
          } catch {
            // The scrape still answers; the gauge is absent this time.
          }
        },
      });
    },
  };
}

/** `Bearer <token>` compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '', 'utf8');
  const expected = Buffer.from(token, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `app.metrics`, with request durations and 429s recorded for every routed request. */
export default fp(
  (app: FastifyInstance, _opts: unknown, done: () => void) => {
    const { cfg, db } = app;
    const served = cfg.metrics.port !== null || cfg.metrics.token !== null;
    const metrics = createMetrics({ processMetrics: served });
    app.decorate('metrics', metrics);
    metrics.gauge(
      'care_api_outbox_mails',
      'Mail not yet delivered: pending (will be tried again) and failed (given up)',
      ['state'],
      async () => {
        const depth = await outboxDepth(db);
        return [
          { labels: { state: 'pending' }, value: depth.pending },
          { labels: { state: 'failed' }, value: depth.failed },
        ];
      },
    );
    if (db.poolStats) {
      const stats = db.poolStats.bind(db);
      metrics.gauge(
        'care_api_db_pool_connections',
        'Database pool connections by state (total, idle, waiting for one)',
        ['state'],
        () => {
          const s = stats();
          return Promise.resolve(
            Object.entries(s).map(([state, value]) => ({ labels: { state }, value })),
          );
        },
      );
    }
    app.addHook('onResponse', (req, reply, next) => {
      const route = req.routeOptions.url;
      // Unrouted requests (404s of scanners) would each add a series.
      if (route !== undefined) {
        const labels = { method: req.method, route, status: String(reply.statusCode) };
        metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
        if (reply.statusCode === 429) metrics.rateLimitRefusals.inc({ route });
      }
      next();
    });
    done();
  },
  { name: 'metrics', dependencies: ['database'] },
);

/**
 * The metrics on a loopback port of their own (METRICS_PORT): for a scraper on the same machine or network
 * namespace, with no token and nothing else served.
 */
export async function serveMetrics(metrics: Metrics, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || (path !== '/metrics' && path !== '/api/metrics')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
