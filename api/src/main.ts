import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/db';
import { moveLegacyPictures, sealedPicturesOf } from './modules/pictures/service';
import { pictureStoreWarning } from './modules/pictures/pick-store';
import { serveMetrics } from './plugins/metrics';
import { prepareDatabase } from './startup';

/**
 * Connections the kernel queues for the server before it accepts them (Node's default is 511). When an instance
 * restarts, its thousands of kiosks reconnect within seconds; a short queue drops their connections, and the
 * balancer, seeing its connects time out, takes the instance out of service (found by the 10,000-kiosk load
 * benchmark). The kernel caps it at net.core.somaxconn (4096 on current Linux).
 */
const LISTEN_BACKLOG = 4096;

/** Migrate, seed an empty database where demo data belongs (see startup.ts), listen on HOST:PORT. */
async function main(): Promise<void> {
  // A .env file beside the package (see .env.example) fills in what the environment leaves out.
  const envFile = join(__dirname, '..', '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const cfg = loadConfig();
  // The pool exists before the logger: its errors are routed to the logger once there is one.
  const pool: { onError?: (err: Error) => void } = {};
  const db = await openDb(cfg, (err) => pool.onError?.(err));
  const app = await buildApp(db, cfg);
  pool.onError = (err) =>
    app.log.warn({ err: { message: err.message } }, 'database connection lost');
  const storeWarning = pictureStoreWarning(cfg);
  if (storeWarning !== null) app.log.warn(storeWarning);
  // Said at start, not only by the readiness probe: a wrong bucket or missing credentials show in
  // the first lines of the log. Not fatal: the store may come up after the API does.
  await sealedPicturesOf(cfg)
    .check()
    .catch((err: unknown) => {
      app.log.error(
        { reason: err instanceof Error ? err.message : String(err) },
        'picture store not ready',
      );
    });
  const { applied, seeded } = await prepareDatabase(db, cfg);
  app.log.info(
    {
      applied,
      engine: db.kind,
      dataDir: cfg.databaseUrl ? null : cfg.dataDir,
      pictureStore: sealedPicturesOf(cfg).description,
    },
    'migrations done',
  );
  if (seeded) app.log.info('empty database: demo data seeded (accounts in api/README.md)');

  // SIGTERM: stop accepting (new requests get 503 and the balancer moves on), let in-flight requests finish
  // within SHUTDOWN_TIMEOUT_MS, stop the background work (which releases its lock for another instance), then
  // close the database. Past the timeout the process ends anyway: a stuck request must not hold a deploy.
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: cfg.shutdownTimeoutMs }, 'shutting down: draining requests');
    const deadline = setTimeout(() => {
      app.log.warn('requests still running at the shutdown timeout: ending them');
      app.server.closeAllConnections();
      process.exit(1);
    }, cfg.shutdownTimeoutMs);
    deadline.unref();
    void app
      .close()
      .then(() => metricsServer?.close())
      .then(() => db.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const metricsServer =
    cfg.metrics.port === null ? null : await serveMetrics(app.metrics, cfg.metrics.port);
  await app.listen({ host: cfg.host, port: cfg.port, backlog: LISTEN_BACKLOG });
  // Pictures from before the picture store are served from their rows until moved, so this need
  // not hold up the start.
  void moveLegacyPictures(db, sealedPicturesOf(cfg), cfg.pictureKey, app.log);
}

main().catch((err: unknown) => {
  // The logger may not exist yet; stderr is the only safe place left.
  process.stderr.write(
    `API failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
